import type { ShopFiscalSettings } from '../../core/fiscal/shop-fiscal';
import type { VatTreatment } from '@shop/shared/contracts';
import type { BasisPoints, Cents, VatSummaryLine } from '@shop/shared/money';

export type { ShopFiscalSettings };

export interface InvoiceAddress {
  address: string;
  postalCode: string;
  town: string;
  /** Two-letter province for Italy; EE abroad. */
  province: string;
  /** ISO alpha-2. */
  country: string;
}

/** The buyer (CessionarioCommittente) as it was when the order was paid. */
export interface InvoiceBuyer {
  kind: 'private' | 'company';
  /** Company name for companies; for persons the name and surname below are used. */
  denominazione: string;
  name: string;
  surname: string;
  email: string;
  /** Italian codice fiscale (16 for persons, 11 for companies); '' when none (foreign buyers). */
  codiceFiscale: string;
  /** Partita IVA without country prefix ('' for private persons). */
  partitaIva: string;
  /** Country of the partita IVA (IT, or the EU country of a foreign company). */
  vatCountry: string;
  /** SDI recipient code: 7 characters, 0000000 when none or when a PEC is used. */
  codiceDestinatario: string;
  pec: string;
  address: InvoiceAddress;
}

/** One invoice row: goods, or the shipping as its own taxable row. */
export interface InvoiceRow {
  description: string;
  /** Article code, '' for shipping. */
  code: string;
  quantity: number;
  /** Net unit price (VAT excluded), rounded once to the cent. */
  unitNet: Cents;
  /** unitNet x quantity. */
  net: Cents;
  vatRate: BasisPoints;
  vat: Cents;
  /** VAT-inclusive unit price x quantity: what the buyer paid for the row. */
  gross: Cents;
  shipping: boolean;
}

/** FatturaPA TipoDocumento: TD01 invoice, TD04 credit note (nota di credito, art. 26 DPR 633/72). */
export type FiscalDocumentType = 'TD01' | 'TD04';

/** An invoice or a credit note, kept whole as issued. */
export interface InvoiceDocument {
  /** TD01 when absent (documents issued before credit notes existed). */
  type?: FiscalDocumentType;
  /** How the sale is taxed; absent on documents issued before: derived from the buyer's country. */
  treatment?: VatTreatment;
  /** A credit note's invoice: its number as printed (2026/17) and its date. */
  linkedInvoice?: { number: string; date: string };
  /** Progressive number within the year, without gaps (credit notes have a sequence of their own). */
  number: number;
  year: number;
  /** Issue date, YYYY-MM-DD. */
  date: string;
  /** The shop's order reference. */
  orderId: string;
  seller: ShopFiscalSettings;
  buyer: InvoiceBuyer;
  rows: InvoiceRow[];
  /** Per VAT rate: imponibile and imposta; highest rate first. */
  summary: VatSummaryLine[];
  /** What was paid (a credit note: what is given back): the sum of the rows' gross amounts. */
  total: Cents;
  /** it or en, for the printable copy. */
  language: 'it' | 'en';
}
