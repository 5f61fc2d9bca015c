import { isMessageKey, MESSAGE_KEY } from './messages';
import { associationFormSchema, containerFieldsSchema, discountPercentSchema, writeRequestSchema } from './backoffice';

const firstMessage = (value: unknown) => {
  const result = writeRequestSchema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('back-office write contracts', () => {
  it('read a discount typed with a comma and keep it between 0 and 90', () => {
    expect(discountPercentSchema.parse('20,5')).toBe(20.5);
    expect(discountPercentSchema.parse(12)).toBe(12);
    expect(discountPercentSchema.safeParse('95').error?.issues[0]?.message).toBe(MESSAGE_KEY.discountRange);
    expect(discountPercentSchema.safeParse('abc').error?.issues[0]?.message).toBe(MESSAGE_KEY.discountNumeric);
    expect(discountPercentSchema.safeParse('-1').success).toBe(false);
  });

  it('need exactly one target for a discount', () => {
    expect(firstMessage({ entity: 'Sconto', percentuale: 10 })).toBe(MESSAGE_KEY.discountTargetOne);
    expect(firstMessage({ entity: 'Sconto', codArticolo: 'A', codArticoli: ['B'], percentuale: 10 })).toBeTruthy();
    expect(firstMessage({ entity: 'Sconto', expression: { codFamigliaArticolo: 'MG' }, percentuale: '5' })).toBeNull();
  });

  it('refuse linking an article to itself and unknown fields', () => {
    expect(firstMessage({ entity: 'AssociazioneArticolo', codArticolo1: 'A', codArticolo2: 'A', motivo: 'accessorio' })).toBe(
      MESSAGE_KEY.associateSelf,
    );
    expect(firstMessage({ entity: 'AssociazioneArticolo', codArticolo1: 'A', codArticolo2: 'B', motivo: 'altro' })).toBeTruthy();
    expect(firstMessage({ entity: 'Sconto', codArticolo: 'A', percentuale: 1, admin: true })).toBeTruthy();
  });

  it('refuse in the link form an article already linked, or the article itself', () => {
    const form = associationFormSchema(['B', 'C']);
    const link = (codArticolo2: string) => ({ entity: 'AssociazioneArticolo', codArticolo1: 'A', codArticolo2, motivo: 'accessorio' });
    expect(form.safeParse(link('B')).error?.issues[0]).toMatchObject({ path: ['codArticolo2'], message: MESSAGE_KEY.associateTwice });
    expect(form.safeParse(link('A')).error?.issues[0]).toMatchObject({ path: ['codArticolo2'], message: MESSAGE_KEY.associateSelf });
    expect(form.parse(link(' D '))).toEqual(link('D'));
  });

  it('accept only http(s), mailto or relative links on containers', () => {
    const container = (externalLink: string) => ({ entity: 'Container', id: 1, fields: { externalLink } });
    expect(firstMessage(container('https://shop.test'))).toBeNull();
    expect(firstMessage(container('/items'))).toBeNull();
    expect(firstMessage(container('javascript:alert(1)'))).toBeTruthy();
  });
});

describe('the content editor contract', () => {
  /** Values no field takes: wrong types, blanks, too long, out of range, not whole, odd links. */
  const badValues: unknown[] = [
    '',
    '   ',
    'x'.repeat(100_001),
    'javascript:alert(1)',
    '//elsewhere.test',
    'Sinistra',
    Number.NaN,
    Number.POSITIVE_INFINITY,
    -1,
    1.5,
    10_001,
    true,
    {},
    [],
  ];
  const fields = Object.keys(containerFieldsSchema.shape);

  it('gives every rule a message key, so the editor never shows zod’s own text', () => {
    const messages = new Set<string>();
    for (const field of fields) {
      for (const value of badValues) {
        for (const issue of containerFieldsSchema.safeParse({ [field]: value }).error?.issues ?? []) messages.add(issue.message);
      }
    }
    for (const value of [null, 'container', 5]) {
      for (const issue of containerFieldsSchema.safeParse(value).error?.issues ?? []) messages.add(issue.message);
    }
    for (const issue of containerFieldsSchema.safeParse({ unknown: 1 }).error?.issues ?? []) messages.add(issue.message);
    expect([...messages].filter((message) => !isMessageKey(message))).toEqual([]);
    // The walk did reach the rules it is about.
    expect([...messages].sort()).toEqual(
      [
        MESSAGE_KEY.choiceInvalid,
        MESSAGE_KEY.invalidValue,
        MESSAGE_KEY.linkInvalid,
        MESSAGE_KEY.positionRange,
        MESSAGE_KEY.required,
        MESSAGE_KEY.sitePath,
        MESSAGE_KEY.tooLong,
        MESSAGE_KEY.wholeNumber,
      ].sort(),
    );
  });

  it('names each rule’s own message', () => {
    const first = (fields: Record<string, unknown>) => containerFieldsSchema.safeParse(fields).error?.issues[0]?.message;
    expect(first({ name: ' ' })).toBe(MESSAGE_KEY.required);
    expect(first({ name: 'n'.repeat(101) })).toBe(MESSAGE_KEY.tooLong);
    expect(first({ position: Number.NaN })).toBe(MESSAGE_KEY.wholeNumber);
    expect(first({ position: 2.5 })).toBe(MESSAGE_KEY.wholeNumber);
    expect(first({ position: 10_001 })).toBe(MESSAGE_KEY.positionRange);
    expect(first({ layoutPosition: 'Top' })).toBe(MESSAGE_KEY.choiceInvalid);
    expect(first({ externalLink: 'ftp://shop.test' })).toBe(MESSAGE_KEY.linkInvalid);
    expect(first({ route: 'items' })).toBe(MESSAGE_KEY.sitePath);
    expect(first({ name: 'home', position: 3, layoutPosition: 'Left', externalLink: 'mailto:a@b.it', route: '/items' })).toBeUndefined();
  });
});
