import { writeFile } from 'node:fs/promises';
import { buyers, invoice, row, shippingRow } from '../../../test/support/invoice-fixtures';
import { pdfText } from '../../../test/support/pdf-text';
import { testConfig } from '../../../test/support/test-shop';
import { formatEuro } from './invoice-format';
import { invoicePdf, pdfFonts } from './invoice-pdf';

const fonts = pdfFonts(testConfig().repoRoot);
const coat = row(
  'Cappotto in cashmere doppiopetto con collo a lancia, fodera in seta stampata e bottoni in corno',
  'CP-9001',
  123450,
  1,
  2200,
);
const shirts = row('Camicia in lino bianca', 'CA-1188-BIA', 8950, 2, 2200);
/** pdfText joins a wrapped line's pieces with newlines: the words, whatever the breaks. */
const words = (text: string) => text.replace(/\s+/g, ' ');

describe('the PDF copy of an invoice', () => {
  it('prints the Italian invoice: seller, buyer, number, date, rows, VAT, total and payment, amounts by the shop formatter', async () => {
    const doc = invoice(buyers.italianCompanyWithCode, [coat, shirts, shippingRow(990, 2200)]);
    const pdf = await invoicePdf(doc, fonts);
    if (process.env.KEEP_PDF) await writeFile(process.env.KEEP_PDF, pdf);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const raw = pdfText(pdf);
    const text = words(raw);
    expect(text).toContain('Fattura N. 2026/17');
    expect(text).toContain('Data: 14/03/2026');
    expect(text).toContain('Ordine: LA20260314K3F9Q2');
    expect(text).toContain('Atelier Lanterna S.r.l.');
    expect(text).toContain('P.IVA IT00743110157');
    expect(text).toContain('Sartoria Bianchi S.p.A.');
    expect(text).toContain('Codice destinatario: M5UXCR1');
    // The long description wraps within the page instead of being cut.
    expect(text).toContain('Cappotto in cashmere doppiopetto con collo a lancia, fodera in seta stampata e bottoni in corno');
    expect(text).toContain('Quantità 2');
    expect(raw).toContain(formatEuro(shirts.net, 'it'));
    expect(text).toContain('Riepilogo IVA');
    expect(text).toContain('Aliquota 22%');
    // 1234.50 + 2 x 89.50 + 9.90 = 1423.40 paid; € and the accents come out as written.
    expect(raw).toContain(formatEuro(142340, 'it'));
    expect(formatEuro(142340, 'it')).toBe('1.423,40\u00a0€');
    expect(text).toContain('Totale pagato 1.423,40 €');
    expect(text).toContain('Pagato con carta');
    expect(text).toContain('Copia di cortesia');
  });

  it('prints the English copy and a credit note, with names beyond Latin-1', async () => {
    const buyer = { ...buyers.finnishPerson, name: 'Łucja', surname: 'Dvořák' };
    const doc = invoice(buyer, [row('Maglione a coste', 'MA-7720', 11990, 2, 2550), shippingRow(1990, 2550)], 'en', {
      type: 'TD04',
      linkedInvoice: { number: '2026/12', date: '2026-03-01' },
    });
    const text = words(pdfText(await invoicePdf(doc, fonts)));
    expect(text).toContain('Credit note no. NC2026/17');
    expect(text).toContain('Łucja Dvořák');
    expect(text).toContain('Finland');
    expect(text).toContain('25.5%');
    expect(text).toContain(`Total refunded ${formatEuro(doc.total, 'en')}`);
    expect(text).not.toContain('Paid by card');
  });
});
