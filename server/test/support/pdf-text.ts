import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF as pdfkit writes it (plain objects, Flate streams, Type0 fonts with a
 * ToUnicode map): each content stream's shown strings, decoded through the map of the font in use,
 * a line per text-positioning step. Enough to read back what the shop's copies print; it throws on
 * anything that is not a well-formed PDF of that kind, so a broken file fails the test.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  if (!source.startsWith('%PDF-')) throw new Error('not a PDF: no %PDF- header');
  if (!/%%EOF\s*$/.test(source)) throw new Error('not a PDF: no %%EOF trailer');
  const objects = new Map<number, { dict: string; data: string }>();
  // Objects one after another: the dictionary, then a stream of exactly /Length bytes (binary, so never searched).
  const header = /(\d+) 0 obj\s*/g;
  for (let match = header.exec(source); match; match = header.exec(source)) {
    const from = header.lastIndex;
    const end = source.indexOf('endobj', from);
    const streamAt = source.indexOf('stream', from);
    const hasStream = streamAt >= 0 && streamAt < end;
    const dict = source.slice(from, hasStream ? streamAt : end);
    let data = '';
    if (hasStream) {
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
      if (!Number.isInteger(length)) throw new Error(`object ${match[1]}: a stream without its length`);
      const start = source.indexOf('\n', streamAt) + 1;
      const bytes = Buffer.from(source.slice(start, start + length), 'latin1');
      data = (/\/Filter\s*\/FlateDecode/.test(dict) ? inflateSync(bytes) : bytes).toString('latin1');
      header.lastIndex = start + length;
    }
    objects.set(Number(match[1]), { dict, data });
  }
  if (objects.size === 0) throw new Error('not a PDF: no objects');

  // Each font's glyph-to-text map, by the names the pages give the fonts (/F1, /F2 ...).
  const maps = new Map<string, Map<string, string>>();
  for (const { dict } of objects.values()) {
    for (const entry of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const font = objects.get(Number(entry[2]));
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(font?.dict ?? '')?.[1];
      if (toUnicode) maps.set(entry[1]!, cmap(objects.get(Number(toUnicode))?.data ?? ''));
    }
  }

  const lines: string[] = [];
  for (const { dict, data } of objects.values()) {
    // Page content only: not the embedded font files or pictures.
    if (/\/Length1|\/Subtype \/(Image|CIDFontType2)/.test(dict) || !/\bBT\b/.test(data)) continue;
    let map = new Map<string, string>();
    let line = '';
    for (const token of data.matchAll(/\/(F\d+) [\d.]+ Tf|<([0-9a-fA-F]*)>|\b(Td|TD|Tm|T\*|ET)\b/g)) {
      if (token[1]) map = maps.get(token[1]) ?? new Map();
      else if (token[2] !== undefined) {
        for (let i = 0; i < token[2].length; i += 4) line += map.get(token[2].slice(i, i + 4).toLowerCase()) ?? '';
      } else if (line) {
        lines.push(line);
        line = '';
      }
    }
    if (line) lines.push(line);
  }
  return lines.join('\n');
}

/** A ToUnicode CMap's single mappings (bfchar) and ranges (bfrange), glyph code to text. */
function cmap(data: string): Map<string, string> {
  const map = new Map<string, string>();
  // A target may be several UTF-16 units (a ligature's letters), written with spaces between them.
  const text = (hex: string) => String.fromCharCode(...(hex.replace(/\s+/g, '').match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const block of data.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const pair of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) map.set(pair[1]!.toLowerCase(), text(pair[2]!));
  for (const block of data.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]+>)/g)) {
      const from = parseInt(range[1]!, 16);
      const to = parseInt(range[2]!, 16);
      const targets = range[3]!.startsWith('[') ? [...range[3]!.matchAll(/<([0-9a-fA-F\s]+)>/g)].map((m) => text(m[1]!)) : null;
      const first = targets ? 0 : parseInt(range[3]!.slice(1, -1), 16);
      for (let code = from; code <= to; code += 1) {
        const key = code.toString(16).padStart(range[1]!.length, '0');
        map.set(key, targets ? (targets[code - from] ?? '') : String.fromCodePoint(first + code - from));
      }
    }
  }
  return map;
}
