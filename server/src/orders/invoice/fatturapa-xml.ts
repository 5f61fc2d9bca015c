import { findProvince, isValidCodiceFiscale } from '@shop/shared/contracts';
import { decimalString, percentString } from '@shop/shared/money';
import { escapeHtml } from '../../core/lib/html';
import type { InvoiceAddress, InvoiceBuyer, InvoiceDocument, InvoiceRow, ShopFiscalSettings } from './invoice-document';
import { invoiceNumber } from './invoice-number';
import { asciiText, isSchemaEmail, isSchemaPhone, latinText } from '../../core/fiscal/fatturapa-text';
import { rowNature, treatmentOf, writtenSummary, type WrittenSummary } from './vat-nature';

/**
 * FatturaPA 1.2 (FatturaElettronica, FormatoTrasmissione FPR12) of one invoice or credit note, in
 * the element order of the schema in force (1.2.3). Text is reduced to what the schema's string
 * types accept.
 */

const NAMESPACE = 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2';
/** CodiceDestinatario of an Italian buyer without a code (or reached by PEC). */
export const NO_RECIPIENT_CODE = '0000000';
/** CodiceDestinatario of every buyer outside Italy. */
export const FOREIGN_RECIPIENT_CODE = 'XXXXXXX';
/** IdCodice of a foreign private buyer without any tax number (SDI rules). */
const NO_TAX_ID = '99999999999';
/** CodiceTipo of the shop's own article codes. */
const ARTICLE_CODE_TYPE = 'INTERNO';

type XmlNode = readonly [name: string, content: string | readonly (XmlNode | null)[]];

const node = (name: string, ...children: (XmlNode | null)[]): XmlNode => [name, children];
const leaf = (name: string, text: string): XmlNode => [name, text];
const optional = (name: string, text: string): XmlNode | null => (text ? leaf(name, text) : null);

function render([name, content]: XmlNode, indent: string): string {
  if (typeof content === 'string') return `${indent}<${name}>${escapeHtml(content)}</${name}>`;
  const inner = content.filter((child): child is XmlNode => child !== null).map((child) => render(child, `${indent}  `));
  return `${indent}<${name}>\n${inner.join('\n')}\n${indent}</${name}>`;
}

const compact = (value: string): string => value.replace(/[\s.-]/g, '').toUpperCase();

/** Country of the buyer's tax identity: the VAT country of a company, the address of a person. */
const buyerCountry = (buyer: InvoiceBuyer): string =>
  compact(buyer.kind === 'company' && buyer.vatCountry ? buyer.vatCountry : buyer.address.country);

export const isForeignBuyer = (buyer: InvoiceBuyer): boolean => buyerCountry(buyer) !== 'IT';

/** 7-character code for Italian buyers (0000000 without one), XXXXXXX abroad. */
export function recipientCode(buyer: InvoiceBuyer): string {
  if (isForeignBuyer(buyer)) return FOREIGN_RECIPIENT_CODE;
  const code = compact(buyer.codiceDestinatario);
  return /^[A-Z0-9]{7}$/.test(code) ? code : NO_RECIPIENT_CODE;
}

/** The buyer's PEC when the invoice is delivered there: Italian buyer, no recipient code. */
export function recipientPec(buyer: InvoiceBuyer): string {
  if (recipientCode(buyer) !== NO_RECIPIENT_CODE) return '';
  const pec = buyer.pec.trim();
  return isSchemaEmail(pec) ? pec : '';
}

/** Quantity with two decimals, as QuantitaType wants: 2 -> '2.00'. */
function quantityString(quantity: number): string {
  if (!Number.isSafeInteger(quantity) || quantity < 0) throw new RangeError(`bad quantity ${quantity}`);
  return `${quantity}.00`;
}

const idFiscale = (country: string, code: string, name = 'IdFiscaleIVA'): XmlNode =>
  node(name, leaf('IdPaese', country), leaf('IdCodice', code));

function contacts(name: string, settings: ShopFiscalSettings): XmlNode | null {
  const phone = settings.telefono.trim();
  const email = settings.email.trim();
  if (!isSchemaPhone(phone) && !isSchemaEmail(email)) return null;
  return node(name, isSchemaPhone(phone) ? leaf('Telefono', phone) : null, isSchemaEmail(email) ? leaf('Email', email) : null);
}

function datiTrasmissione(doc: InvoiceDocument, progressivoInvio: string): XmlNode {
  const sellerId = compact(doc.seller.codiceFiscale || doc.seller.partitaIva);
  return node(
    'DatiTrasmissione',
    idFiscale('IT', sellerId, 'IdTrasmittente'),
    leaf('ProgressivoInvio', progressivoInvio),
    leaf('FormatoTrasmissione', 'FPR12'),
    leaf('CodiceDestinatario', recipientCode(doc.buyer)),
    contacts('ContattiTrasmittente', doc.seller),
    optional('PECDestinatario', recipientPec(doc.buyer)),
  );
}

function cedentePrestatore(seller: ShopFiscalSettings): XmlNode {
  return node(
    'CedentePrestatore',
    node(
      'DatiAnagrafici',
      idFiscale('IT', compact(seller.partitaIva)),
      optional('CodiceFiscale', compact(seller.codiceFiscale)),
      node('Anagrafica', leaf('Denominazione', latinText(seller.denominazione, 80))),
      leaf('RegimeFiscale', seller.regimeFiscale),
    ),
    node(
      'Sede',
      leaf('Indirizzo', latinText(seller.indirizzo, 60)),
      optional('NumeroCivico', asciiText(seller.numeroCivico, 8)),
      leaf('CAP', seller.cap.trim()),
      leaf('Comune', latinText(seller.comune, 60)),
      optional('Provincia', compact(seller.provincia)),
      leaf('Nazione', compact(seller.nazione) || 'IT'),
    ),
    contacts('Contatti', seller),
  );
}

/** IdFiscaleIVA and CodiceFiscale of the buyer, either may be null. */
function buyerIds(buyer: InvoiceBuyer): [XmlNode | null, XmlNode | null] {
  const country = buyerCountry(buyer);
  const foreign = country !== 'IT';
  const vat = compact(buyer.partitaIva);
  const cf = compact(buyer.codiceFiscale);
  if (buyer.kind === 'company' && vat) return [idFiscale(country, vat), !foreign && cf ? leaf('CodiceFiscale', cf) : null];
  if (!foreign) return [null, cf ? leaf('CodiceFiscale', cf) : null];
  // Abroad: an Italian codice fiscale when the buyer has a valid one (the SDI checks it), else the SDI placeholder.
  return isValidCodiceFiscale(cf) ? [null, leaf('CodiceFiscale', cf)] : [idFiscale(country, NO_TAX_ID), null];
}

function buyerAnagrafica(buyer: InvoiceBuyer): XmlNode {
  const name = latinText(buyer.name, 60);
  const surname = latinText(buyer.surname, 60);
  if (buyer.kind === 'private' && name && surname) return node('Anagrafica', leaf('Nome', name), leaf('Cognome', surname));
  return node('Anagrafica', leaf('Denominazione', latinText(buyer.denominazione || `${buyer.name} ${buyer.surname}`, 80)));
}

/** Italian address as is; abroad CAP 00000 (the schema wants 5 digits) and the postal code in Indirizzo. */
function buyerSede(address: InvoiceAddress): XmlNode {
  const country = compact(address.country);
  const town = leaf('Comune', latinText(address.town, 60));
  if (country === 'IT') {
    const province = compact(address.province);
    return node(
      'Sede',
      leaf('Indirizzo', latinText(address.address, 60)),
      leaf('CAP', address.postalCode.trim()),
      town,
      findProvince(province) ? leaf('Provincia', province) : null,
      leaf('Nazione', 'IT'),
    );
  }
  const postal = latinText(address.postalCode, 20);
  const street = latinText(address.address, postal ? 58 - postal.length : 60);
  return node('Sede', leaf('Indirizzo', [street, postal].filter(Boolean).join(', ')), leaf('CAP', '00000'), town, leaf('Nazione', country));
}

function cessionarioCommittente(buyer: InvoiceBuyer): XmlNode {
  return node('CessionarioCommittente', node('DatiAnagrafici', ...buyerIds(buyer), buyerAnagrafica(buyer)), buyerSede(buyer.address));
}

function datiGenerali(doc: InvoiceDocument): XmlNode {
  // The shop's order id as the purchase order reference, when it fits String20Type.
  const order = /^[\x21-\x7e]{1,20}$/.test(doc.orderId) ? node('DatiOrdineAcquisto', leaf('IdDocumento', doc.orderId)) : null;
  // A credit note names the invoice it reduces (art. 26 DPR 633/72).
  const linked = doc.linkedInvoice
    ? node('DatiFattureCollegate', leaf('IdDocumento', doc.linkedInvoice.number), leaf('Data', doc.linkedInvoice.date))
    : null;
  return node(
    'DatiGenerali',
    node(
      'DatiGeneraliDocumento',
      leaf('TipoDocumento', doc.type ?? 'TD01'),
      leaf('Divisa', 'EUR'),
      leaf('Data', doc.date),
      leaf('Numero', invoiceNumber(doc)),
      leaf('ImportoTotaleDocumento', decimalString(doc.total)),
    ),
    order,
    linked,
  );
}

function dettaglioLinee(doc: InvoiceDocument, row: InvoiceRow, index: number): XmlNode {
  const code = asciiText(row.code, 35);
  const { rate, natura } = rowNature(treatmentOf(doc), row);
  return node(
    'DettaglioLinee',
    leaf('NumeroLinea', String(index + 1)),
    code ? node('CodiceArticolo', leaf('CodiceTipo', ARTICLE_CODE_TYPE), leaf('CodiceValore', code)) : null,
    leaf('Descrizione', latinText(row.description, 1000)),
    leaf('Quantita', quantityString(row.quantity)),
    row.shipping ? null : leaf('UnitaMisura', 'pz'),
    leaf('PrezzoUnitario', decimalString(row.unitNet)),
    leaf('PrezzoTotale', decimalString(row.net)),
    leaf('AliquotaIVA', percentString(rate)),
    natura ? leaf('Natura', natura) : null,
  );
}

/** One rate or Natura; Arrotondamento makes ImponibileImporto = sum of the rows' PrezzoTotale + Arrotondamento. */
function datiRiepilogo(line: WrittenSummary): XmlNode {
  return node(
    'DatiRiepilogo',
    leaf('AliquotaIVA', percentString(line.rate)),
    line.natura ? leaf('Natura', line.natura) : null,
    line.rounding !== 0 ? leaf('Arrotondamento', decimalString(line.rounding)) : null,
    leaf('ImponibileImporto', decimalString(line.taxable)),
    leaf('Imposta', decimalString(line.tax)),
    line.natura ? null : leaf('EsigibilitaIVA', 'I'),
    line.reference ? leaf('RiferimentoNormativo', latinText(line.reference, 100)) : null,
  );
}

/** The invoice as FatturaPA XML; `progressivoInvio` numbers the transmission (1 to 10 letters or digits). */
export function fatturaPaXml(doc: InvoiceDocument, progressivoInvio: string): string {
  if (!/^[A-Za-z0-9]{1,10}$/.test(progressivoInvio)) throw new RangeError(`bad ProgressivoInvio ${progressivoInvio}`);
  const header = node(
    'FatturaElettronicaHeader',
    datiTrasmissione(doc, progressivoInvio),
    cedentePrestatore(doc.seller),
    cessionarioCommittente(doc.buyer),
  );
  const body = node(
    'FatturaElettronicaBody',
    datiGenerali(doc),
    node('DatiBeniServizi', ...doc.rows.map((row, index) => dettaglioLinee(doc, row, index)), ...writtenSummary(doc).map(datiRiepilogo)),
    // A credit note is not paid: the refund goes back on the card, so it has no payment data.
    doc.type === 'TD04'
      ? null
      : node(
          'DatiPagamento',
          leaf('CondizioniPagamento', 'TP02'),
          node('DettaglioPagamento', leaf('ModalitaPagamento', 'MP08'), leaf('ImportoPagamento', decimalString(doc.total))),
        ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<p:FatturaElettronica versione="FPR12" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" xmlns:p="${NAMESPACE}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">`,
    render(header, '  '),
    render(body, '  '),
    '</p:FatturaElettronica>',
    '',
  ].join('\n');
}
