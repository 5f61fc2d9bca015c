import type { MessageFormatElement } from 'react-intl';

/**
 * The ICU message syntax the shop's texts use, read into the elements react-intl formats: text,
 * `{name}`, `{n, plural, …}` (with `#`, `=n` and `offset:`), `{n, selectordinal, …}` and
 * `{key, select, …}`, with ICU's apostrophe quoting. Browser builds take it in place of the full
 * parser of @formatjs (number, date and time styles, and tags, which the shop's texts never use).
 * For what it reads it gives what that parser gives, and it refuses the rest with the same kind of
 * error; a test compares the two, and every catalogue's test checks each text can be read.
 */
export function readMessage(message: string, options: { ignoreTag?: boolean } = {}): MessageFormatElement[] {
  return new Reader(message, options.ignoreTag ?? false).read();
}

/** Element kinds, as the parser numbers them. */
const LITERAL = 0;
const ARGUMENT = 1;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;

const SPACE = /[\t-\r \u0085\u200e\u200f\u2028\u2029]*/y;
const IDENTIFIER = /[^\p{White_Space}\p{Pattern_Syntax}]*/uy;
const INTEGER = /[+-]?\d+/y;

type Nested = '' | 'plural' | 'selectordinal' | 'select';
type Options = Record<string, { value: MessageFormatElement[] }>;

class Reader {
  private at = 0;

  constructor(
    private readonly text: string,
    private readonly ignoreTag: boolean,
  ) {}

  read(): MessageFormatElement[] {
    return this.message(0, '');
  }

  private fail(kind: string): never {
    throw new SyntaxError(kind);
  }

  private char(): string {
    return this.text.charAt(this.at);
  }

  private next(): string {
    return this.text.charAt(this.at + 1);
  }

  private get done(): boolean {
    return this.at >= this.text.length;
  }

  private match(pattern: RegExp): string {
    pattern.lastIndex = this.at;
    const found = pattern.exec(this.text)?.[0] ?? '';
    this.at += found.length;
    return found;
  }

  private space(): void {
    this.match(SPACE);
  }

  private message(depth: number, nested: Nested): MessageFormatElement[] {
    const elements: MessageFormatElement[] = [];
    const inPlural = nested === 'plural' || nested === 'selectordinal';
    while (!this.done) {
      const char = this.char();
      if (char === '{') elements.push(this.argument(depth));
      else if (char === '}' && depth > 0) break;
      else if (char === '#' && inPlural) {
        this.at += 1;
        elements.push({ type: POUND } as MessageFormatElement);
      } else if (char === '<' && !this.ignoreTag && /[a-z/]/i.test(this.next())) this.fail('UNSUPPORTED_TAG');
      else elements.push({ type: LITERAL, value: this.literal(depth, inPlural) } as MessageFormatElement);
    }
    return elements;
  }

  /** Text up to the next argument, `#` in a plural, closing brace of a nested message, or tag. */
  private literal(depth: number, inPlural: boolean): string {
    let value = '';
    while (!this.done) {
      const char = this.char();
      if (char === "'") {
        value += this.quoted(inPlural);
        continue;
      }
      if (char === '{' || (char === '#' && inPlural) || (char === '}' && depth > 0)) break;
      if (char === '<' && !this.ignoreTag && /[a-z/]/i.test(this.next())) break;
      value += char;
      this.at += 1;
    }
    return value;
  }

  /** An apostrophe: `''` is one; before a syntax character it quotes up to the next lone one; else it is itself. */
  private quoted(inPlural: boolean): string {
    const next = this.next();
    if (next === "'") {
      this.at += 2;
      return "'";
    }
    if (next === '' || !(inPlural ? '{}<>#' : '{}<>').includes(next)) {
      this.at += 1;
      return "'";
    }
    this.at += 1;
    let value = '';
    while (!this.done) {
      const char = this.char();
      this.at += 1;
      if (char !== "'") value += char;
      else if (this.char() === "'") {
        value += "'";
        this.at += 1;
      } else break;
    }
    return value;
  }

  /** A whole number with an optional sign. */
  private integer(missing: string, invalid: string): number {
    const digits = this.match(INTEGER);
    if (!digits) this.fail(missing);
    const value = Number(digits);
    if (!Number.isSafeInteger(value)) this.fail(invalid);
    return value;
  }

  private argument(depth: number): MessageFormatElement {
    this.at += 1;
    this.space();
    if (this.done) this.fail('EXPECT_ARGUMENT_CLOSING_BRACE');
    if (this.char() === '}') this.fail('EMPTY_ARGUMENT');
    const name = this.match(IDENTIFIER);
    if (!name) this.fail('MALFORMED_ARGUMENT');
    this.space();
    if (this.done) this.fail('EXPECT_ARGUMENT_CLOSING_BRACE');
    if (this.char() === '}') {
      this.at += 1;
      return { type: ARGUMENT, value: name } as MessageFormatElement;
    }
    if (this.char() !== ',') this.fail('MALFORMED_ARGUMENT');
    this.at += 1;
    this.space();
    const kind = this.match(IDENTIFIER);
    if (!kind) this.fail('EXPECT_ARGUMENT_TYPE');
    if (kind === 'number' || kind === 'date' || kind === 'time') this.fail('UNSUPPORTED_ARGUMENT_TYPE');
    if (kind !== 'plural' && kind !== 'selectordinal' && kind !== 'select') this.fail('INVALID_ARGUMENT_TYPE');
    this.space();
    if (this.char() !== ',') this.fail('EXPECT_SELECT_ARGUMENT_OPTIONS');
    this.at += 1;
    this.space();
    let selector = this.match(IDENTIFIER);
    let offset = 0;
    if (kind !== 'select' && selector === 'offset') {
      if (this.char() !== ':') this.fail('EXPECT_PLURAL_ARGUMENT_OFFSET_VALUE');
      this.at += 1;
      this.space();
      offset = this.integer('EXPECT_PLURAL_ARGUMENT_OFFSET_VALUE', 'INVALID_PLURAL_ARGUMENT_OFFSET_VALUE');
      this.space();
      selector = this.match(IDENTIFIER);
    }
    const options = this.options(depth, kind, selector);
    if (this.char() !== '}') this.fail('EXPECT_ARGUMENT_CLOSING_BRACE');
    this.at += 1;
    if (kind === 'select') return { type: SELECT, value: name, options } as MessageFormatElement;
    return { type: PLURAL, value: name, options, offset, pluralType: kind === 'plural' ? 'cardinal' : 'ordinal' } as MessageFormatElement;
  }

  private options(depth: number, kind: Exclude<Nested, ''>, first: string): Options {
    const options: Options = {};
    const select = kind === 'select';
    let selector = first;
    for (;;) {
      if (!selector) {
        if (select || this.char() !== '=') break;
        const start = this.at;
        this.at += 1;
        this.integer('EXPECT_PLURAL_ARGUMENT_SELECTOR', 'INVALID_PLURAL_ARGUMENT_SELECTOR');
        selector = this.text.slice(start, this.at);
      }
      if (Object.hasOwn(options, selector)) this.fail(select ? 'DUPLICATE_SELECT_ARGUMENT_SELECTOR' : 'DUPLICATE_PLURAL_ARGUMENT_SELECTOR');
      this.space();
      if (this.char() !== '{') this.fail(select ? 'EXPECT_SELECT_ARGUMENT_SELECTOR_FRAGMENT' : 'EXPECT_PLURAL_ARGUMENT_SELECTOR_FRAGMENT');
      this.at += 1;
      const value = this.message(depth + 1, kind);
      if (this.char() !== '}') this.fail('EXPECT_ARGUMENT_CLOSING_BRACE');
      this.at += 1;
      options[selector] = { value };
      this.space();
      selector = this.match(IDENTIFIER);
    }
    if (Object.keys(options).length === 0) this.fail(select ? 'EXPECT_SELECT_ARGUMENT_SELECTOR' : 'EXPECT_PLURAL_ARGUMENT_SELECTOR');
    if (!('other' in options)) this.fail('MISSING_OTHER_CLAUSE');
    return options;
  }
}
