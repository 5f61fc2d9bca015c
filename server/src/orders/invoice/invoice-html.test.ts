import { buyers, invoice, row, shippingRow } from '../../../test/support/invoice-fixtures';
import { formatDate, formatEuro, formatRate } from './invoice-format';
import { invoiceHtml } from './invoice-html';

const coat = row('Cappotto in cashmere', 'CP-9001', 123450, 1, 2200);
const shirts = row('Camicia in lino bianca', 'CA-1188-BIA', 8950, 2, 2200);

describe('invoiceHtml', () => {
  it('writes the Italian copy', () => {
    const html = invoiceHtml(invoice(buyers.italianCompanyWithCode, [coat, shirts, shippingRow(990, 2200)]));
    expect(html).toMatch(/^<!doctype html>\n<html lang="it">/);
    expect(html).toContain('<h1>Fattura N. 2026/17</h1>');
    expect(html).toContain('<p>Data: 14/03/2026</p>');
    expect(html).toContain('<p>Ordine: LA20260314K3F9Q2</p>');
    expect(html).toContain('<strong>Atelier Lanterna S.r.l.</strong>');
    expect(html).toContain('<p>P.IVA IT00743110157</p>');
    expect(html).toContain('<p>Via della Spiga 12</p>');
    expect(html).toContain('<p>Regime fiscale: RF01 (ordinario)</p>');
    expect(html).toContain('<strong>Sartoria Bianchi S.p.A.</strong>');
    expect(html).toContain('<p>P.IVA IT02112340019</p>');
    expect(html).toContain('<p>Codice destinatario: M5UXCR1</p>');
    // 1234.50 + 2 x 89.50 + 9.90 = 1423.40 paid.
    expect(html).toContain('<td class="num">1.011,89\u00a0€</td>');
    expect(html).toContain('<td class="num">22%</td>');
    expect(html).toContain('<p class="total">Totale pagato: 1.423,40\u00a0€</p>');
    expect(html).toContain('Pagato con carta');
    expect(html).toContain('Riepilogo IVA');
  });

  it('writes the English copy', () => {
    const doc = invoice(buyers.finnishPerson, [row('Maglione a coste', 'MA-7720', 11990, 2, 2550), shippingRow(1990, 2550)], 'en');
    const html = invoiceHtml(doc);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Invoice no. 2026/17</h1>');
    expect(html).toContain('<p>Date: 14 March 2026</p>');
    expect(html).toContain('<strong>Aino Virtanen</strong>');
    expect(html).toContain('<p>00100 Helsinki</p>');
    expect(html).toContain('<p>Finland</p>');
    expect(html).toContain('<td class="num">25.5%</td>');
    expect(html).toContain('<p class="total">Total paid: €259.70</p>');
    expect(html).toContain('Paid by card');
    expect(html).not.toContain('Codice destinatario');
    expect(html).not.toContain('SDI recipient code');
  });

  it('shows the PEC of an Italian buyer without a recipient code', () => {
    expect(invoiceHtml(invoice(buyers.italianCompanyWithPec, [shirts]))).toContain('<p>PEC: tessutirossi@pec.example.it</p>');
  });

  it('escapes every text', () => {
    const hostile = '<script>alert("x")</script> & \'Co\'';
    const buyer = {
      ...buyers.italianPerson,
      name: hostile,
      address: { ...buyers.italianPerson.address, address: '<img src=x onerror=alert(1)>' },
    };
    const html = invoiceHtml(invoice(buyer, [row('<b>Gilet</b>', '"><i>', 5000, 1, 2200)]));
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>Gilet');
    expect(html).not.toContain('"><i>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39; Riccò');
  });
});

describe('invoice formats', () => {
  it('formats amounts from whole cents', () => {
    expect(formatEuro(123450, 'it')).toBe('1.234,50\u00a0€');
    expect(formatEuro(123450, 'en')).toBe('€1,234.50');
    expect(formatEuro(5, 'it')).toBe('0,05\u00a0€');
    expect(formatEuro(123456789, 'en')).toBe('€1,234,567.89');
    expect(formatEuro(-990, 'en')).toBe('-€9.90');
  });

  it('formats rates and dates', () => {
    expect(formatRate(2200, 'it')).toBe('22%');
    expect(formatRate(2550, 'it')).toBe('25,5%');
    expect(formatRate(2550, 'en')).toBe('25.5%');
    expect(formatRate(425, 'it')).toBe('4,25%');
    expect(formatDate('2026-01-02', 'it')).toBe('02/01/2026');
    expect(formatDate('2026-01-02', 'en')).toBe('2 January 2026');
  });
});
