import { taxRow, vatSummary, sumCents, type BasisPoints, type Cents } from '@shop/shared/money';
import type {
  InvoiceAddress,
  InvoiceBuyer,
  InvoiceDocument,
  InvoiceRow,
  ShopFiscalSettings,
} from '../../src/orders/invoice/invoice-document';

/** Sample invoices for the tests: one buyer of each kind, rows built as the shop builds them. */

export const seller: ShopFiscalSettings = {
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
  email: 'fatture@atelierlanterna.it',
  telefono: '0276001234',
};

const milano: InvoiceAddress = { address: 'Corso Venezia 8', postalCode: '20121', town: 'Milano', province: 'MI', country: 'IT' };

const person = { kind: 'private', denominazione: '', partitaIva: '', vatCountry: '', codiceDestinatario: '', pec: '' } as const;
const company = { kind: 'company', name: '', surname: '', codiceFiscale: '' } as const;

export const buyers = {
  italianPerson: {
    ...person,
    name: 'Emanuele',
    surname: 'Riccò',
    email: 'emanuele@example.it',
    codiceFiscale: 'RCCMNL83S18D969H',
    address: { address: 'Via Balbi 5', postalCode: '16126', town: 'Genova', province: 'GE', country: 'IT' },
  },
  italianCompanyWithCode: {
    ...company,
    denominazione: 'Sartoria Bianchi S.p.A.',
    email: 'amministrazione@sartoriabianchi.it',
    codiceFiscale: '02112340019',
    partitaIva: '02112340019',
    vatCountry: 'IT',
    codiceDestinatario: 'M5UXCR1',
    pec: '',
    address: milano,
  },
  italianCompanyWithPec: {
    ...company,
    denominazione: 'Tessuti Rossi S.n.c.',
    email: 'info@tessutirossi.it',
    partitaIva: '03123450466',
    vatCountry: 'IT',
    codiceDestinatario: '0000000',
    pec: 'tessutirossi@pec.example.it',
    address: { address: 'Via Fillungo 40', postalCode: '55100', town: 'Lucca', province: 'LU', country: 'IT' },
  },
  germanCompany: {
    ...company,
    denominazione: 'Modehaus Müller GmbH',
    email: 'einkauf@modehaus-mueller.de',
    partitaIva: '123456789',
    vatCountry: 'DE',
    codiceDestinatario: '',
    pec: '',
    address: { address: 'Friedrichstraße 101', postalCode: '10117', town: 'Berlin', province: 'EE', country: 'DE' },
  },
  frenchCompany: {
    ...company,
    denominazione: 'Maison Lefèvre SARL',
    email: 'achats@maison-lefevre.fr',
    partitaIva: '40303265045',
    vatCountry: 'FR',
    codiceDestinatario: '',
    pec: '',
    address: { address: '8 rue du Faubourg Saint-Honoré', postalCode: '75008', town: 'Paris', province: 'EE', country: 'FR' },
  },
  frenchPerson: {
    ...person,
    name: 'Hélène',
    surname: 'Dubois',
    email: 'helene@example.fr',
    codiceFiscale: '',
    address: { address: '12 rue de Rivoli', postalCode: '75004', town: 'Paris', province: 'EE', country: 'FR' },
  },
  finnishPerson: {
    ...person,
    name: 'Aino',
    surname: 'Virtanen',
    email: 'aino@example.fi',
    codiceFiscale: '',
    address: { address: 'Mannerheimintie 3', postalCode: '00100', town: 'Helsinki', province: 'EE', country: 'FI' },
  },
} satisfies Record<string, InvoiceBuyer>;

/** One row from its VAT-inclusive unit price, as the order stored it. */
export function row(description: string, code: string, unitGross: Cents, quantity: number, vatRate: BasisPoints): InvoiceRow {
  const taxed = taxRow({ unitGross, quantity, vatRate });
  return {
    description,
    code,
    quantity,
    unitNet: taxed.unitNet,
    net: taxed.net,
    vatRate,
    vat: taxed.vat,
    gross: taxed.gross,
    shipping: false,
  };
}

export const shippingRow = (gross: Cents, vatRate: BasisPoints): InvoiceRow => ({
  ...row('Spedizione', '', gross, 1, vatRate),
  shipping: true,
});

export function invoice(
  buyer: InvoiceBuyer,
  rows: InvoiceRow[],
  language: 'it' | 'en' = 'it',
  more: Partial<Pick<InvoiceDocument, 'treatment' | 'type' | 'linkedInvoice'>> = {},
): InvoiceDocument {
  return {
    ...more,
    number: 17,
    year: 2026,
    date: '2026-03-14',
    orderId: 'LA20260314K3F9Q2',
    seller,
    buyer,
    rows,
    summary: vatSummary(rows),
    total: sumCents(rows.map((r) => r.gross)),
    language,
  };
}
