/**
 * Text as the FatturaPA schema accepts it: its String...LatinType fields take Basic Latin and
 * Latin-1 Supplement only, its other string fields Basic Latin only, all with a length limit.
 */

const REPLACEMENTS: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
  '\u20ac': 'EUR',
  // Letters that Unicode does not decompose into a base letter and an accent.
  '\u0141': 'L',
  '\u0142': 'l',
  '\u0110': 'D',
  '\u0111': 'd',
  '\u0131': 'i',
  '\u0152': 'OE',
  '\u0153': 'oe',
};

/** One character within `maxCode`: kept, replaced by its plain letters, or '?'. */
function fold(char: string, maxCode: number): string {
  const code = char.codePointAt(0) ?? 0;
  // Control characters and the no-break space become spaces.
  if (code < 0x20 || (code >= 0x7f && code <= 0xa0)) return ' ';
  if (code <= maxCode) return char;
  const known = REPLACEMENTS[char];
  if (known) return known;
  const plain = char.normalize('NFKD').replace(/\p{M}/gu, '');
  return plain && [...plain].every(within(maxCode)) ? plain : '?';
}

const within = (maxCode: number) => (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return code >= 0x20 && code <= maxCode;
};

function clean(value: string, maxCode: number, maxLength: number): string {
  const folded = [...value].map((char) => fold(char, maxCode)).join('');
  return folded.replace(/\s+/g, ' ').trim().slice(0, maxLength).trim();
}

/** Basic Latin and Latin-1 text, one line, at most `maxLength` characters ('' when nothing is left). */
export const latinText = (value: string, maxLength: number): string => clean(value, 0xff, maxLength);

/** Basic Latin (ASCII) text, one line, at most `maxLength` characters. */
export const asciiText = (value: string, maxLength: number): string => clean(value, 0x7e, maxLength);

/** The schema's EmailType: 7 to 256 characters with an @ and a dot after it. */
export const isSchemaEmail = (value: string): boolean => value.length >= 7 && value.length <= 256 && /^.+@.+[.]+.+$/.test(value);

/** The schema's TelFaxType: 5 to 12 Basic Latin characters. */
export const isSchemaPhone = (value: string): boolean => /^[\x20-\x7e]{5,12}$/.test(value);
