import { parse } from '@formatjs/icu-messageformat-parser';
import { commonMessages } from './common-messages';
import { readMessage } from './icu-reader';

/** What the full parser gives, or the kind of error it raises. */
function parsed(message: string, ignoreTag = false): unknown {
  try {
    return parse(message, { ignoreTag });
  } catch (error) {
    return (error as Error).message;
  }
}

function read(message: string, ignoreTag = false): unknown {
  try {
    return readMessage(message, { ignoreTag });
  } catch (error) {
    return (error as Error).message;
  }
}

const readable = [
  '',
  'Testo semplice',
  'Ciao {name}!',
  '{ name }',
  '{first}{second}',
  '{count, plural, one {# articolo} other {# articoli}}',
  '{count,plural,=0{nessuno}one{uno}other{#}}',
  '{ n , plural, offset:1 =0 {nessuno} one {uno} other {# altri}}',
  '{n, plural, offset: -2 =+3 {tre} other {#}}',
  '{n, selectordinal, one {#º} other {#º}}',
  '{gender, select, female {lei} male {lui} other {loro}}',
  '{a, select, x {{b, plural, one {# {c}} other {# {c}s}}} other {-}}',
  "l'articolo, l’articolo",
  "'{x}' resta com'è, e '' è un apostrofo",
  "'{aperto",
  "fine'",
  "It''s '#' {n, plural, other {'#' # '{x}' ''}}",
  "{n, plural, other {'}' e '{'}}",
  "'<b>' e '>'",
  'a < b, 3 <4, <> e <1',
  'a } b',
  'Totale: {total} · {count, plural, one {# pezzo} other {# pezzi}}',
  '{n, plural, constructor {x} other {y}}',
  '#1 fuori dal plurale',
];

const refused = [
  '{',
  '{}',
  '{ }',
  '{name',
  '{na me}',
  '{name,}',
  '{name, bogus}',
  '{n, plural}',
  '{n, plural,}',
  '{n, plural, one {x}}',
  '{n, plural, one {x} one {y} other {z}}',
  '{n, plural, other {x}',
  '{n, plural, other x}',
  '{n, plural, offset 1 other {x}}',
  '{n, plural, offset:x other {x}}',
  '{n, plural, = {x} other {y}}',
  '{n, select, other {x} other {y}}',
  '{n, select, =1 {x} other {y}}',
  '{n, plural, =99999999999999999999 {x} other {y}}',
  '{n, plural, offset:99999999999999999999 other {y}}',
];

describe("the shop's ICU reader", () => {
  it.each(readable)('reads %j as the full parser does', (message) => {
    expect(read(message)).toEqual(parsed(message));
    expect(read(message, true)).toEqual(parsed(message, true));
  });

  it.each(refused)('refuses %j with the same kind of error', (message) => {
    const kind = parsed(message);
    expect(typeof kind).toBe('string');
    expect(read(message)).toBe(kind);
  });

  it('refuses what the shop does not use: number, date and time styles, and tags', () => {
    for (const message of ['{n, number}', '{d, date, short}', '{t, time}']) expect(read(message)).toBe('UNSUPPORTED_ARGUMENT_TYPE');
    for (const message of ['<b>grassetto</b>', 'a </b>']) expect(read(message)).toBe('UNSUPPORTED_TAG');
    // With tags ignored, as the full parser, they are text.
    expect(read('<b>grassetto</b>', true)).toEqual(parsed('<b>grassetto</b>', true));
  });

  it("reads the shared library's own texts as the full parser does", () => {
    for (const messages of [commonMessages.ita, commonMessages.eng])
      for (const message of Object.values(messages)) expect(read(message)).toEqual(parsed(message));
  });
});
