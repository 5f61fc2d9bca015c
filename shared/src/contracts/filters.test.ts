import { articoloFilterSchema, containerFilterSchema, readFilterSchemas, readOrderingKeys } from './index';

describe('read filters', () => {
  it('accepts the storefront filters of SPEC section 7', () => {
    const parsed = articoloFilterSchema.parse({
      id: '12',
      keyword: 'cardigan',
      languageCode: 'eng',
      escludiCodCatRaggrupps: ['CR1', 'CR3'],
      codArticoli: ['MG000001'],
      dataCancellazione: '',
      nonCancellati: true,
      scontati: false,
    });
    expect(parsed.id).toBe(12);
  });

  it('rejects unknown filters and wrong types', () => {
    expect(articoloFilterSchema.safeParse({ prezzo: 10 }).success).toBe(false);
    expect(articoloFilterSchema.safeParse({ codCatRaggrupp: 'CR9' }).success).toBe(false);
    expect(articoloFilterSchema.safeParse({ id: 'abc' }).success).toBe(false);
  });

  it('has ordering keys for every readable entity', () => {
    expect(Object.keys(readOrderingKeys).sort()).toEqual(Object.keys(readFilterSchemas).sort());
  });

  it('reads container classes in any spelling', () => {
    expect(containerFilterSchema.parse({ idParent: 3, containerClass: 'multimedia content' }).containerClass).toBe('MULTIMEDIA_CONTENT');
    expect(containerFilterSchema.safeParse({ name: 'taglie', title: 'x' }).success).toBe(false);
  });
});
