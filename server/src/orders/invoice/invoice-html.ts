import { escapeHtml } from '../../core/lib/html';
import type { InvoiceBuyer, InvoiceDocument, ShopFiscalSettings } from './invoice-document';
import { countryName, formatDate, formatEuro, formatRate, type InvoiceLanguage } from './invoice-format';
import { invoiceTextIn, type InvoiceTexts } from './invoice-text';
import { buyerLines, sellerLines } from './invoice-parties';
import { invoiceNumber } from './invoice-number';
import { treatmentOf } from './vat-nature';

/** The printable copy of an invoice: one self-contained HTML page in the invoice's language. */

const STYLE = `
*{box-sizing:border-box}
body{margin:0;padding:1rem;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#111;background:#fff}
main{max-width:60rem;margin:0 auto}
header{display:flex;flex-wrap:wrap;justify-content:space-between;gap:1rem;border-bottom:2px solid #111;padding-bottom:.75rem}
h1{font-size:1.5rem;margin:0 0 .25rem}
h2{font-size:1rem;margin:1.25rem 0 .4rem}
p{margin:0}
.scroll{overflow-x:auto}
table{width:100%;border-collapse:collapse}
th,td{padding:.35rem .5rem;border-bottom:1px solid #bbb;text-align:left;vertical-align:top}
th{font-weight:600;border-bottom-color:#111}
.num{text-align:right;white-space:nowrap}
.total{margin-top:1rem;font-size:1.2rem;font-weight:700;text-align:right}
.paid{text-align:right}
.note{margin-top:1.5rem;font-size:.85rem;color:#444}
@media print{body{padding:0;font-size:11pt}.scroll{overflow:visible}tr{break-inside:avoid}}
@page{margin:15mm}
`;

const esc = escapeHtml;
const line = (text: string): string => (text ? `<p>${esc(text)}</p>` : '');
const labelled = (label: string, value: string): string => (value ? `<p>${esc(label)} ${esc(value)}</p>` : '');

function sellerBlock(seller: ShopFiscalSettings, t: InvoiceTexts): string {
  const { name, lines } = sellerLines(seller, t);
  return [`<section aria-label="${esc(t('seller'))}">`, `<p><strong>${esc(name)}</strong></p>`, ...lines.map(line), '</section>'].join(
    '\n',
  );
}

function buyerBlock(buyer: InvoiceBuyer, t: InvoiceTexts, language: InvoiceLanguage): string {
  const { name, lines } = buyerLines(buyer, t, language);
  return [`<section><h2>${esc(t('buyer'))}</h2>`, `<p><strong>${esc(name)}</strong></p>`, ...lines.map(line), '</section>'].join('\n');
}

function rowsTable(doc: InvoiceDocument, t: InvoiceTexts): string {
  const lang = doc.language;
  const head = [t('description'), t('code'), t('quantity'), t('unitNet'), t('vat'), t('net')];
  const rows = doc.rows.map((row) =>
    [
      `<tr><td>${esc(row.description)}</td><td>${esc(row.code)}</td>`,
      `<td class="num">${row.quantity}</td><td class="num">${esc(formatEuro(row.unitNet, lang))}</td>`,
      `<td class="num">${esc(formatRate(row.vatRate, lang))}</td><td class="num">${esc(formatEuro(row.net, lang))}</td></tr>`,
    ].join(''),
  );
  return table(t('rows'), head, rows, 2);
}

function vatTable(doc: InvoiceDocument, t: InvoiceTexts): string {
  const lang = doc.language;
  const rows = doc.summary.map(
    (s) =>
      `<tr><td class="num">${esc(formatRate(s.vatRate, lang))}</td><td class="num">${esc(formatEuro(s.taxable, lang))}</td><td class="num">${esc(formatEuro(s.tax, lang))}</td></tr>`,
  );
  return table(t('vatSummary'), [t('rate'), t('taxable'), t('tax')], rows, 0);
}

/** A titled table; headings from `numericFrom` on are right-aligned like their numbers. */
function table(title: string, head: string[], rows: string[], numericFrom: number): string {
  const cells = head.map((h, i) => `<th scope="col"${i >= numericFrom ? ' class="num"' : ''}>${esc(h)}</th>`).join('');
  return `<h2>${esc(title)}</h2>\n<div class="scroll"><table>\n<thead><tr>${cells}</tr></thead>\n<tbody>\n${rows.join('\n')}\n</tbody>\n</table></div>`;
}

/** Why the document carries no Italian VAT, when it carries none. */
function treatmentNote(doc: InvoiceDocument, t: InvoiceTexts, language: InvoiceLanguage): string {
  const treatment = treatmentOf(doc);
  if (treatment === 'intra-eu-supply') return `<p class="note">${esc(t('intraEu'))}</p>`;
  if (treatment === 'distance-sale')
    return `<p class="note">${esc(t('distanceSale', { country: countryName(doc.buyer.address.country, language) }))}</p>`;
  return '';
}

export function invoiceHtml(doc: InvoiceDocument): string {
  const language: InvoiceLanguage = doc.language === 'en' ? 'en' : 'it';
  const t = invoiceTextIn(language);
  const creditNote = doc.type === 'TD04';
  const title = t(creditNote ? 'creditNoteTitle' : 'title', { number: invoiceNumber(doc) });
  const linked = doc.linkedInvoice
    ? line(t('linkedInvoice', { number: doc.linkedInvoice.number, date: formatDate(doc.linkedInvoice.date, language) }))
    : '';
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(`${title} - ${doc.seller.denominazione}`)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<header>
${sellerBlock(doc.seller, t)}
<div>
<h1>${esc(title)}</h1>
${labelled(`${t('date')}:`, formatDate(doc.date, language))}
${labelled(`${t('order')}:`, doc.orderId)}
${linked}
</div>
</header>
${buyerBlock(doc.buyer, t, language)}
${rowsTable(doc, t)}
${vatTable(doc, t)}
<p class="total">${esc(creditNote ? t('credited') : t('total'))}: ${esc(formatEuro(doc.total, language))}</p>
${creditNote ? '' : `<p class="paid">${esc(t('paidByCard'))}</p>`}
${treatmentNote(doc, t, language)}
<p class="note">${esc(t('courtesy'))}</p>
</main>
</body>
</html>
`;
}
