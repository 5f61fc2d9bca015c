import { articoloFilterSchema, centAtOrAbove, centAtOrBelow, containerFilterSchema, readFilterSchemas, readOrderingKeys } from './index';

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

  describe('sale-price bounds', () => {
    /** Every whole-cent price near `euro`, as the double the database's NUMERIC(10,2) value reads as. */
    const centsNear = (euro: number) => {
      const cents = Math.round(euro * 100);
      return Array.from({ length: 7 }, (_, i) => (cents - 3 + i) / 100).filter((price) => price >= 0);
    };

    it('are read as whole cents that select exactly the prices the bound asked for selects', () => {
      const bounds: number[] = [0, 0.07, 0.1, 0.29, 1.005, 19.99, 19.991, 19.995, 19.999, 20, 99_999.999, 100_000];
      for (let i = 0; i < 20_000; i += 1) bounds.push(Number(((i * 7919) % 10_000_000) / 1000), (i * 104_729) / 1e7);
      for (const cents of [7, 29, 1999, 1_000_001]) bounds.push(cents / 100 + Number.EPSILON * cents, cents / 100 - Number.EPSILON * cents);
      const wrong: number[] = [];
      for (const bound of bounds) {
        const min = centAtOrAbove(bound);
        const max = centAtOrBelow(bound);
        const whole = Math.round(min * 100) / 100 === min && Math.round(max * 100) / 100 === max;
        const same = centsNear(bound).every((price) => price >= min === price >= bound && price <= max === price <= bound);
        if (!whole || !same) wrong.push(bound);
      }
      expect(wrong).toEqual([]);
    });

    it('make the same filter of bounds that select the same prices, and keep the check of the range', () => {
      const parse = (prezzoMin: number, prezzoMax: number) => articoloFilterSchema.parse({ prezzoMin, prezzoMax });
      expect(parse(19.991, 20.009)).toEqual({ prezzoMin: 20, prezzoMax: 20 });
      expect(parse(20, 20)).toEqual({ prezzoMin: 20, prezzoMax: 20 });
      expect(parse(0.07, 19.99)).toEqual({ prezzoMin: 0.07, prezzoMax: 19.99 });
      // No cent inside: still a valid range, matching nothing.
      expect(parse(19.991, 19.999)).toEqual({ prezzoMin: 20, prezzoMax: 19.99 });
      expect(articoloFilterSchema.safeParse({ prezzoMin: 30, prezzoMax: 20 }).success).toBe(false);
      expect(articoloFilterSchema.safeParse({ prezzoMin: -1 }).success).toBe(false);
      expect(articoloFilterSchema.safeParse({ prezzoMax: 100_000.01 }).success).toBe(false);
      expect(articoloFilterSchema.safeParse({ prezzoMin: Number.NaN }).success).toBe(false);
      expect(articoloFilterSchema.safeParse({ prezzoMin: '10' }).success).toBe(false);
    });
  });

  it('has ordering keys for every readable entity', () => {
    expect(Object.keys(readOrderingKeys).sort()).toEqual(Object.keys(readFilterSchemas).sort());
  });

  it('reads container classes in any spelling', () => {
    expect(containerFilterSchema.parse({ idParent: 3, containerClass: 'multimedia content' }).containerClass).toBe('MULTIMEDIA_CONTENT');
    expect(containerFilterSchema.safeParse({ name: 'taglie', title: 'x' }).success).toBe(false);
  });
});
