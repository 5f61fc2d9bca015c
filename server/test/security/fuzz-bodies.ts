import fc from 'fast-check';

/** Strings an attacker or a broken client sends: injections, odd unicode, control characters. */
export const HOSTILE_STRINGS = [
  "' OR 1=1 --",
  "'; DROP TABLE customers; --",
  "Robert'); DELETE FROM orders; --",
  '" OR ""="',
  '1; SELECT pg_sleep(5)',
  "' UNION SELECT password_hash, token_hash FROM customers, customer_sessions --",
  "%' OR '%'='",
  '\\',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u0001\u0002\u0007\u001b[31m\u007f',
  '\r\nSet-Cookie: x=1',
  '\u202e\u200b\ufeff',
  '𝒳😀👩‍👩‍👧',
  'Ｓｅｌｅｃｔ',
  '__proto__',
  'constructor',
  '',
  ' ',
  '%00%27%22',
  'NaN',
  '-1',
  '1e309',
];

export type BodyKind =
  | 'malformed-json'
  | 'not-an-object'
  | 'missing-field'
  | 'extra-field'
  | 'wrong-type'
  | 'hostile-strings'
  | 'long-strings'
  | 'other-content-type'
  | 'deep-nesting'
  | 'huge-body';

export interface FuzzBody {
  kind: BodyKind;
  contentType: string;
  payload: string;
}

const hostile = fc.constantFrom(...HOSTILE_STRINGS);
const oddString = fc.oneof(
  hostile,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.tuple(hostile, fc.string({ maxLength: 8 })).map(([a, b]) => `${b}${a}${b}`),
);
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  oddString,
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 53, -(2 ** 31), 1e308, [], {}, [[]], { '': '' }),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.array(oddString, { maxLength: 4 }),
);

type Path = (string | number)[];

/** Every path in a JSON value (objects and arrays included). */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => [[...prefix, index], ...pathsOf(item, [...prefix, index])]);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [[...prefix, key], ...pathsOf(inner, [...prefix, key])]);
  }
  return [];
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function parentOf(root: unknown, path: Path): [Record<string | number, unknown>, string | number] | null {
  let node = root as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  const last = path.at(-1);
  return node && typeof node === 'object' && last !== undefined ? [node, last] : null;
}

/** Every string in the value replaced by one chosen from the given strings, in turn. */
function mapStrings(value: unknown, strings: string[], counter = { i: 0 }): unknown {
  if (typeof value === 'string') return strings[counter.i++ % strings.length];
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, strings, counter));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, mapStrings(inner, strings, counter)]));
  }
  return value;
}

const json = (kind: BodyKind, value: unknown): FuzzBody => ({ kind, contentType: 'application/json', payload: JSON.stringify(value) });

/** Generated bodies around a valid template of the endpoint: broken, mistyped, hostile, huge. */
export function bodiesFor(template: unknown, bodyLimit: number): fc.Arbitrary<FuzzBody> {
  const text = JSON.stringify(template ?? {});
  const paths = pathsOf(template);
  const pathIndex = fc.nat({ max: Math.max(paths.length - 1, 0) });
  const edit = (change: (root: unknown, path: Path) => void) =>
    pathIndex.map((index) => {
      const root = clone(template ?? {});
      const path = paths[index];
      if (path) change(root, path);
      return root;
    });
  return fc.oneof(
    fc
      .oneof(
        fc.nat({ max: Math.max(text.length - 1, 0) }).map((cut) => text.slice(0, cut)),
        fc.string({ unit: 'binary', maxLength: 60 }),
        fc.constantFrom('', '{', '{"a":', '[1,', 'nul', '{"a":1,}', "{'a':1}", '{"a":1}{"b":2}', '\u0000', '{"__proto__":{"admin":true}}'),
        fc.string({ maxLength: 10 }).map((garbage) => `${text}${garbage}}`),
      )
      .map((payload): FuzzBody => ({ kind: 'malformed-json', contentType: 'application/json', payload })),
    fc
      .oneof(
        fc.jsonValue({ maxDepth: 2 }).filter((value) => !value || typeof value !== 'object' || Array.isArray(value)),
        oddString,
      )
      .map((value) => json('not-an-object', value)),
    edit((root, path) => {
      const found = parentOf(root, path);
      if (!found) return;
      const [parent, key] = found;
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key];
    }).map((value) => json('missing-field', value)),
    fc
      .tuple(
        edit(() => undefined),
        fc.oneof(fc.string({ maxLength: 12 }), hostile),
        oddValue,
      )
      .map(([root, key, value]) => json('extra-field', root && typeof root === 'object' ? { ...root, [key || 'extra']: value } : root)),
    fc.tuple(pathIndex, oddValue).map(([index, value]) => {
      const root = clone(template ?? {});
      const path = paths[index];
      const found = path ? parentOf(root, path) : null;
      if (found) found[0][found[1]] = value;
      return json('wrong-type', root);
    }),
    fc.array(hostile, { minLength: 1, maxLength: 6 }).map((strings) => json('hostile-strings', mapStrings(clone(template ?? {}), strings))),
    fc
      .integer({ min: 5_000, max: 300_000 })
      .map((length) => json('long-strings', mapStrings(clone(template ?? {}), ['x'.repeat(length), 'é'.repeat(length / 2)]))),
    fc
      .constantFrom(
        'text/plain',
        'application/xml',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json; charset=latin1',
      )
      .map((contentType): FuzzBody => ({ kind: 'other-content-type', contentType, payload: text })),
    fc.integer({ min: 2_000, max: 60_000 }).map((depth): FuzzBody => ({
      kind: 'deep-nesting',
      contentType: 'application/json',
      payload: `{"x":${'['.repeat(depth)}${']'.repeat(depth)}}`,
    })),
    fc
      .constantFrom(bodyLimit + 1, bodyLimit * 2)
      .map((size): FuzzBody => ({ kind: 'huge-body', contentType: 'application/json', payload: `{"x":"${'y'.repeat(size)}"}` })),
  );
}

/** Form bodies for the payment gateway's calls: the template's fields, broken the same ways. */
export function formBodiesFor(template: Record<string, string>, bodyLimit: number): fc.Arbitrary<FuzzBody> {
  const keys = Object.keys(template);
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  return fc.oneof(
    fc.tuple(fc.subarray(keys), fc.dictionary(fc.string({ maxLength: 8 }), oddString, { maxKeys: 3 })).map(([kept, extra]): FuzzBody => ({
      kind: 'missing-field',
      contentType: 'application/x-www-form-urlencoded',
      payload: form({ ...Object.fromEntries(kept.map((key) => [key, template[key] ?? ''])), ...extra }),
    })),
    fc.array(oddString, { minLength: 1, maxLength: 5 }).map((strings): FuzzBody => ({
      kind: 'hostile-strings',
      contentType: 'application/x-www-form-urlencoded',
      payload: form(mapStrings(template, strings) as Record<string, string>),
    })),
    fc
      .string({ unit: 'binary', maxLength: 200 })
      .map((payload): FuzzBody => ({ kind: 'malformed-json', contentType: 'application/x-www-form-urlencoded', payload })),
    fc
      .constantFrom('%', '%zz=1', 'a=%E0%A4%A', '&&&==', 'esito=%00')
      .map((payload): FuzzBody => ({ kind: 'malformed-json', contentType: 'application/x-www-form-urlencoded', payload })),
    bodiesFor(template, bodyLimit),
    fc.constant<FuzzBody>({
      kind: 'huge-body',
      contentType: 'application/x-www-form-urlencoded',
      payload: `a=${'b'.repeat(bodyLimit + 10)}`,
    }),
  );
}

/** Percent-encodes the UTF-8 bytes of a string (a lone surrogate becomes U+FFFD, as a browser sends it). */
const encode = (value: string) => [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

/** Query strings for the GET endpoints. */
export const queryStrings: fc.Arbitrary<string> = fc.oneof(
  fc
    .dictionary(fc.oneof(fc.string({ maxLength: 10 }), hostile), oddString, { maxKeys: 6 })
    .map((fields) => new URLSearchParams(fields).toString()),
  fc.string({ unit: 'binary', maxLength: 80 }).map(encode),
  fc.constantFrom(
    '%',
    '%zz',
    'a=%E0%A4%A',
    '&&&',
    'wosid=%00',
    'q=%ED%A0%80%FF',
    'outcome=<script>alert(1)</script>',
    `x=${'y'.repeat(20_000)}`,
  ),
);

/** Path segments for routes with parameters. */
export const pathSegments: fc.Arbitrary<string> = fc.oneof(
  oddString.map(encode),
  fc.constantFrom('..%2F..%2Fetc%2Fpasswd', '%00', '%', '%ED%A0%80', '%FF%FE', 'x'.repeat(5_000), '%C0%AE%C0%AE'),
);
