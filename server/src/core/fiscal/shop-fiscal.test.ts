import { invoiceRefusal, missingFiscalFields, shopFiscalFromEnv } from './shop-fiscal';

describe('shopFiscalFromEnv', () => {
  it('gives complete demo data when nothing is set', () => {
    const settings = shopFiscalFromEnv({});
    expect(settings).toEqual({
      denominazione: 'Atelier Lanterna S.r.l.',
      partitaIva: '00743110157',
      codiceFiscale: '00743110157',
      regimeFiscale: 'RF01',
      indirizzo: 'Via della Spiga',
      numeroCivico: '12',
      cap: '20121',
      comune: 'Milano',
      provincia: 'MI',
      nazione: 'IT',
      email: '',
      telefono: '',
    });
    expect(missingFiscalFields(settings)).toEqual([]);
    expect(invoiceRefusal(settings)).toBeNull();
  });

  it('reads every variable', () => {
    const settings = shopFiscalFromEnv({
      SHOP_RAGIONE_SOCIALE: 'Sartoria Bianchi S.p.A.',
      SHOP_PARTITA_IVA: '02112340019',
      SHOP_CODICE_FISCALE: 'rccmnl83s18d969h',
      SHOP_REGIME_FISCALE: 'rf19',
      SHOP_INDIRIZZO: 'Via Roma',
      SHOP_NUMERO_CIVICO: '3/B',
      SHOP_CAP: '10121',
      SHOP_COMUNE: 'Torino',
      SHOP_PROVINCIA: 'to',
      SHOP_FISCAL_EMAIL: 'fatture@sartoriabianchi.it',
      SHOP_TELEFONO: '0115551234',
    });
    expect(settings).toMatchObject({ codiceFiscale: 'RCCMNL83S18D969H', regimeFiscale: 'RF19', provincia: 'TO', numeroCivico: '3/B' });
    expect(invoiceRefusal(settings)).toBeNull();
  });

  it('takes the codice fiscale from the partita IVA when unset', () => {
    expect(shopFiscalFromEnv({ SHOP_PARTITA_IVA: '02112340019' }).codiceFiscale).toBe('02112340019');
  });

  it('treats a variable set to an empty string as missing', () => {
    const settings = shopFiscalFromEnv({ SHOP_PARTITA_IVA: '', SHOP_CAP: '  ' });
    expect(settings.partitaIva).toBe('');
    expect(missingFiscalFields(settings)).toEqual(['SHOP_PARTITA_IVA', 'SHOP_CODICE_FISCALE', 'SHOP_CAP']);
    expect(invoiceRefusal(settings)).toBe(
      'invoices are not issued: shop fiscal data missing or invalid: SHOP_PARTITA_IVA, SHOP_CODICE_FISCALE, SHOP_CAP',
    );
  });

  it('names invalid values', () => {
    const settings = shopFiscalFromEnv({
      SHOP_PARTITA_IVA: '00743110158',
      SHOP_CODICE_FISCALE: '00743110157',
      SHOP_REGIME_FISCALE: 'RF03',
      SHOP_CAP: '2012',
      SHOP_PROVINCIA: 'Milano',
      SHOP_FISCAL_EMAIL: 'not-an-email',
      SHOP_TELEFONO: '12',
    });
    expect(invoiceRefusal(settings)).toBe(
      'invoices are not issued: shop fiscal data missing or invalid: SHOP_PARTITA_IVA, SHOP_REGIME_FISCALE, SHOP_CAP, SHOP_PROVINCIA, SHOP_FISCAL_EMAIL, SHOP_TELEFONO',
    );
  });

  it('refuses a ragione sociale the invoice could not carry', () => {
    expect(missingFiscalFields(shopFiscalFromEnv({ SHOP_RAGIONE_SOCIALE: 'x'.repeat(81) }))).toEqual(['SHOP_RAGIONE_SOCIALE']);
    expect(missingFiscalFields(shopFiscalFromEnv({ SHOP_RAGIONE_SOCIALE: 'Łódź S.p.A.' }))).toEqual(['SHOP_RAGIONE_SOCIALE']);
  });
});
