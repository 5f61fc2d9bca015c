import type { InvoiceDocument } from './invoice-document';
import { buyers, invoice, row, shippingRow } from '../../../test/support/invoice-fixtures';
import { validateFatturaPa } from './fatturapa-schema';
import { fatturaPaXml } from './fatturapa-xml';
import { sdiSumErrors } from './sdi-sums';

jest.setTimeout(60_000);

/** Text of every element with this name, in document order. */
const values = (xml: string, name: string): string[] =>
  [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((m) => m[1] ?? '');
const value = (xml: string, name: string): string | undefined => values(xml, name)[0];

async function expectValid(doc: InvoiceDocument): Promise<string> {
  const xml = fatturaPaXml(doc, '00017');
  const result = await validateFatturaPa(xml);
  expect(result.errors).toEqual([]);
  expect(result.valid).toBe(true);
  expect(sdiSumErrors(xml)).toEqual([]);
  return xml;
}

const jacket = row('Giacca in lana, blu notte', 'GI-2041-BLU', 28900, 1, 2200);
const shirts = row('Camicia in lino bianca', 'CA-1188-BIA', 8950, 2, 2200);

describe('fatturaPaXml', () => {
  it('writes an Italian private buyer: codice fiscale, 0000000, name and surname', async () => {
    const xml = await expectValid(invoice(buyers.italianPerson, [jacket, shirts, shippingRow(990, 2200)]));
    expect(xml).toMatch(/<IdTrasmittente>\s*<IdPaese>IT<\/IdPaese>\s*<IdCodice>00743110157<\/IdCodice>/);
    expect(value(xml, 'FormatoTrasmissione')).toBe('FPR12');
    expect(value(xml, 'RegimeFiscale')).toBe('RF01');
    expect(value(xml, 'CodiceDestinatario')).toBe('0000000');
    expect(xml).not.toContain('<PECDestinatario>');
    expect(values(xml, 'CodiceFiscale')).toEqual(['00743110157', 'RCCMNL83S18D969H']);
    expect(value(xml, 'Nome')).toBe('Emanuele');
    expect(value(xml, 'Cognome')).toBe('Riccò');
    expect(value(xml, 'Numero')).toBe('2026/17');
    expect(values(xml, 'Quantita')).toEqual(['1.00', '2.00', '1.00']);
    expect(values(xml, 'UnitaMisura')).toEqual(['pz', 'pz']);
    expect(values(xml, 'CodiceValore')).toEqual(['GI-2041-BLU', 'CA-1188-BIA']);
    // 289.00 + 2 x 89.50 + 9.90 = 477.90 paid, one rate.
    expect(value(xml, 'ImportoTotaleDocumento')).toBe('477.90');
    expect(value(xml, 'ImportoPagamento')).toBe('477.90');
    expect(values(xml, 'ImponibileImporto')).toEqual(['391.72']);
    expect(values(xml, 'Imposta')).toEqual(['86.18']);
    expect(value(xml, 'ModalitaPagamento')).toBe('MP08');
    expect(value(xml, 'IdDocumento')).toBe('LA20260314K3F9Q2');
  });

  it('writes an Italian company with its recipient code, and a summary line per rate', async () => {
    const catalogue = row('Catalogo stampato autunno/inverno', 'CAT-AI26', 1200, 1, 400);
    const xml = await expectValid(invoice(buyers.italianCompanyWithCode, [jacket, catalogue, shippingRow(990, 2200)]));
    expect(value(xml, 'CodiceDestinatario')).toBe('M5UXCR1');
    expect(xml).toMatch(
      /<CessionarioCommittente>\s*<DatiAnagrafici>\s*<IdFiscaleIVA>\s*<IdPaese>IT<\/IdPaese>\s*<IdCodice>02112340019<\/IdCodice>/,
    );
    expect(value(xml, 'Denominazione')).toBe('Atelier Lanterna S.r.l.');
    expect(values(xml, 'Denominazione')[1]).toBe('Sartoria Bianchi S.p.A.');
    expect(values(xml, 'AliquotaIVA')).toEqual(['22.00', '4.00', '22.00', '22.00', '4.00']);
    expect(values(xml, 'ImponibileImporto')).toEqual(['245.00', '11.54']);
    expect(values(xml, 'Imposta')).toEqual(['53.90', '0.46']);
    expect(value(xml, 'ImportoTotaleDocumento')).toBe('310.90');
  });

  it('sends to the PEC of an Italian company without a recipient code', async () => {
    const xml = await expectValid(invoice(buyers.italianCompanyWithPec, [shirts]));
    expect(value(xml, 'CodiceDestinatario')).toBe('0000000');
    expect(value(xml, 'PECDestinatario')).toBe('tessutirossi@pec.example.it');
  });

  it('writes an EU company: XXXXXXX, its VAT number, CAP 00000 and the postal code in the address', async () => {
    const xml = await expectValid(invoice(buyers.germanCompany, [jacket, shippingRow(1490, 2200)], 'en'));
    expect(value(xml, 'CodiceDestinatario')).toBe('XXXXXXX');
    expect(xml).toMatch(/<IdPaese>DE<\/IdPaese>\s*<IdCodice>123456789<\/IdCodice>/);
    expect(xml).toContain('<Indirizzo>Friedrichstraße 101, 10117</Indirizzo>');
    expect(values(xml, 'CAP')).toEqual(['20121', '00000']);
    expect(values(xml, 'Provincia')).toEqual(['MI']);
    expect(values(xml, 'Nazione')).toEqual(['IT', 'DE']);
  });

  it('writes an EU consumer: the 99999999999 placeholder, and French VAT paid through the OSS as N7, not as Italian VAT', async () => {
    const xml = await expectValid(
      invoice(buyers.frenchPerson, [row('Foulard in seta', 'FO-0031', 6000, 1, 2000), shippingRow(1500, 2000)], 'it', {
        treatment: 'distance-sale',
      }),
    );
    expect(value(xml, 'CodiceDestinatario')).toBe('XXXXXXX');
    expect(xml).toMatch(/<IdPaese>FR<\/IdPaese>\s*<IdCodice>99999999999<\/IdCodice>/);
    expect(value(xml, 'Nome')).toBe('Hélène');
    expect(values(xml, 'AliquotaIVA')).toEqual(['0.00', '0.00', '0.00']);
    expect(values(xml, 'Natura')).toEqual(['N7', 'N7', 'N7']);
    expect(values(xml, 'ImponibileImporto')).toEqual(['62.50']);
    expect(values(xml, 'Imposta')).toEqual(['0.00']);
    expect(value(xml, 'RiferimentoNormativo')).toBe('IVA FR assolta in OSS: 20% 12,50 EUR');
    // What the buyer paid, French VAT included.
    expect(value(xml, 'ImportoTotaleDocumento')).toBe('75.00');
    expect(xml).not.toContain('<EsigibilitaIVA>');
  });

  it("writes a foreign buyer's codice fiscale only when it is a valid Italian one", async () => {
    const steuer = await expectValid(invoice({ ...buyers.frenchPerson, codiceFiscale: 'STEUER12345' }, [jacket]));
    expect(steuer).not.toContain('<CodiceFiscale>STEUER12345</CodiceFiscale>');
    expect(steuer).toMatch(/<IdPaese>FR<\/IdPaese>\s*<IdCodice>99999999999<\/IdCodice>/);
    const italian = await expectValid(invoice({ ...buyers.frenchPerson, codiceFiscale: 'RCCMNL83S18D969H' }, [jacket]));
    expect(values(italian, 'CodiceFiscale')).toEqual(['00743110157', 'RCCMNL83S18D969H']);
  });

  it('writes an Italian Provincia only when it is a province of the list', async () => {
    const at = (province: string) => invoice({ ...buyers.italianPerson, address: { ...buyers.italianPerson.address, province } }, [jacket]);
    expect(values(await expectValid(at('GE')), 'Provincia')).toEqual(['MI', 'GE']);
    expect(values(await expectValid(at('XX')), 'Provincia')).toEqual(['MI']);
  });

  it('writes the Finnish rate of 25.5% as VAT paid in Finland', async () => {
    const xml = await expectValid(invoice(buyers.finnishPerson, [row('Maglione a coste', 'MA-7720', 11990, 2, 2550)], 'en'));
    expect(values(xml, 'AliquotaIVA')).toEqual(['0.00', '0.00']);
    // 239.80 paid: 191.08 taxable (rows 2 x 95.54), 48.72 Finnish VAT.
    expect(values(xml, 'PrezzoTotale')).toEqual(['191.08']);
    expect(values(xml, 'ImponibileImporto')).toEqual(['191.08']);
    expect(values(xml, 'Imposta')).toEqual(['0.00']);
    expect(value(xml, 'RiferimentoNormativo')).toBe('IVA FI assolta in OSS: 25,50% 48,72 EUR');
    expect(value(xml, 'ImportoTotaleDocumento')).toBe('239.80');
  });

  it('writes an intra-Community supply to a French company: net, AliquotaIVA 0.00, N3.2 and art. 41', async () => {
    // 295.90 in Italy is 242.54 net; shipping 12.90 with French VAT is 10.75 net.
    const xml = await expectValid(
      invoice(buyers.frenchCompany, [row('Cappotto in lana', 'CP-3001', 24_254, 1, 0), shippingRow(1075, 0)], 'it', {
        treatment: 'intra-eu-supply',
      }),
    );
    expect(xml).toMatch(
      /<CessionarioCommittente>\s*<DatiAnagrafici>\s*<IdFiscaleIVA>\s*<IdPaese>FR<\/IdPaese>\s*<IdCodice>40303265045<\/IdCodice>/,
    );
    expect(values(xml, 'AliquotaIVA')).toEqual(['0.00', '0.00', '0.00']);
    expect(values(xml, 'Natura')).toEqual(['N3.2', 'N3.2', 'N3.2']);
    expect(values(xml, 'ImponibileImporto')).toEqual(['253.29']);
    expect(values(xml, 'Imposta')).toEqual(['0.00']);
    expect(value(xml, 'RiferimentoNormativo')).toBe('Non imponibile art. 41 c.1 lett. a DL 331/93 - inversione contabile');
    expect(value(xml, 'ImportoTotaleDocumento')).toBe('253.29');
  });

  it('writes a credit note: TD04, its own number, the invoice it reduces, no payment', async () => {
    const xml = await expectValid(
      invoice(buyers.italianPerson, [shirts], 'it', { type: 'TD04', linkedInvoice: { number: '2026/17', date: '2026-03-14' } }),
    );
    expect(value(xml, 'TipoDocumento')).toBe('TD04');
    expect(value(xml, 'Numero')).toBe('NC2026/17');
    expect(xml).toMatch(
      /<DatiFattureCollegate>\s*<IdDocumento>2026\/17<\/IdDocumento>\s*<Data>2026-03-14<\/Data>\s*<\/DatiFattureCollegate>/,
    );
    expect(value(xml, 'ImportoTotaleDocumento')).toBe('179.00');
    expect(xml).not.toContain('<DatiPagamento>');
  });

  it('writes the rounding difference between the rows and the summary as Arrotondamento', async () => {
    // 10.00 each at 22%: unit net 8.20, three rows make 24.60, the 30.00 paid make 24.59.
    const xml = await expectValid(invoice(buyers.italianPerson, [row('Calzini in cotone', 'CZ-0100', 1000, 3, 2200)]));
    expect(value(xml, 'PrezzoUnitario')).toBe('8.20');
    expect(value(xml, 'PrezzoTotale')).toBe('24.60');
    expect(value(xml, 'Arrotondamento')).toBe('-0.01');
    expect(value(xml, 'ImponibileImporto')).toBe('24.59');
    expect(value(xml, 'Imposta')).toBe('5.41');
    expect(xml).toMatch(/<AliquotaIVA>22\.00<\/AliquotaIVA>\s*<Arrotondamento>-0\.01<\/Arrotondamento>\s*<ImponibileImporto>/);
  });

  it('keeps hostile and non-Latin text within the schema', async () => {
    const buyer = { ...buyers.italianCompanyWithCode, denominazione: 'Ditta <Rossi> & "Figli" \u2014 Łódź \u{1F600}' };
    const xml = await expectValid(invoice(buyer, [row('Gilet \u201cclassico\u201d \u20ac <b>', 'GL 01', 5000, 1, 2200)]));
    expect(xml).toContain('<Denominazione>Ditta &lt;Rossi&gt; &amp; &quot;Figli&quot; - Lódz ?</Denominazione>');
    expect(xml).toContain('<Descrizione>Gilet &quot;classico&quot; EUR &lt;b&gt;</Descrizione>');
  });

  it('refuses a bad ProgressivoInvio', () => {
    expect(() => fatturaPaXml(invoice(buyers.italianPerson, [jacket]), 'no-dash')).toThrow(RangeError);
  });
});

describe('validateFatturaPa', () => {
  it('fails an invoice without its required Numero', async () => {
    const xml = fatturaPaXml(invoice(buyers.italianPerson, [jacket]), '1').replace(/\s*<Numero>[^<]*<\/Numero>/, '');
    const result = await validateFatturaPa(xml);
    expect(result.valid).toBe(false);
    expect(result.errors.join('\n')).toMatch(/ImportoTotaleDocumento.*Expected is.*Numero/);
  });

  it('fails an Italian CAP that is not five digits', async () => {
    const buyer = { ...buyers.italianPerson, address: { ...buyers.italianPerson.address, postalCode: '1612' } };
    const result = await validateFatturaPa(fatturaPaXml(invoice(buyer, [jacket]), '1'));
    expect(result.valid).toBe(false);
    expect(result.errors.join('\n')).toMatch(/CAP/);
  });
});
