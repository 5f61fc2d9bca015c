import { shopFiscalFromEnv } from './fiscal/shop-fiscal';
import { sedeLegaleOf, shopIdentity } from './shop-identity';

describe('the company details the storefront states', () => {
  it('come from the SHOP_* variables', () => {
    const fiscal = shopFiscalFromEnv({
      SHOP_RAGIONE_SOCIALE: 'Sartoria Bianchi S.p.A.',
      SHOP_PARTITA_IVA: '00743110157',
      SHOP_INDIRIZZO: 'Corso Venezia',
      SHOP_NUMERO_CIVICO: '5',
      SHOP_CAP: '20121',
      SHOP_COMUNE: 'Milano',
      SHOP_PROVINCIA: 'mi',
    });
    expect(shopIdentity(fiscal)).toEqual({
      ragioneSociale: 'Sartoria Bianchi S.p.A.',
      partitaIva: '00743110157',
      sedeLegale: 'Corso Venezia 5, 20121 Milano (MI)',
    });
  });

  it('are left out when the configuration misses one', () => {
    expect(shopIdentity(shopFiscalFromEnv({ SHOP_RAGIONE_SOCIALE: '' }))).toBeNull();
    expect(shopIdentity(shopFiscalFromEnv({ SHOP_PARTITA_IVA: '123' }))).toBeNull();
    expect(sedeLegaleOf({ ...shopFiscalFromEnv({}), numeroCivico: '' })).toBe('Via della Spiga, 20121 Milano (MI)');
  });
});
