import { MESSAGE_KEY } from './messages';
import { associationFormSchema, discountPercentSchema, writeRequestSchema } from './backoffice';

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
    expect(firstMessage({ entity: 'Sconto', percentuale: 10 })).toBe('Indica codArticolo, codArticoli o expression');
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
