import { formatCents } from '@shop/shared/money';
import { SHIPPING_RATES } from '../checkout/pricing/shipping-rates';
import { fillPlaceholders, shippingTableHtml } from './content-facts';

const identity = { ragioneSociale: 'Rossi & Figli S.r.l.', partitaIva: '00743110157', sedeLegale: 'Via Roma 1, 10121 Torino (TO)' };

describe('the placeholders of the shop texts', () => {
  it('name the company from configuration, escaped', () => {
    const html = fillPlaceholders('<p>{{ragione_sociale}}, P.IVA {{partita_iva}}, {{ sede_legale }}</p>', 'ita', identity);
    expect(html).toBe('<p>Rossi &amp; Figli S.r.l., P.IVA 00743110157, Via Roma 1, 10121 Torino (TO)</p>');
    expect(fillPlaceholders('<p>{{ragione_sociale}}</p>', 'ita', null)).toBe('<p></p>');
  });

  it('give the cost and free-shipping threshold of a country from the shipping table', () => {
    const rate = SHIPPING_RATES.DE!;
    expect(fillPlaceholders('{{spedizione_DE}} / {{gratuita_DE}}', 'eng', identity)).toBe(
      `${formatCents(rate.cost, 'eng')} / ${formatCents(rate.freeFrom, 'eng')}`,
    );
    expect(fillPlaceholders('{{spedizione_US}} {{sconosciuto}}', 'ita', identity)).toBe('{{spedizione_US}} {{sconosciuto}}');
  });

  it('draw the table of every destination, Italy first, country names in the language', () => {
    const ita = shippingTableHtml('ita');
    const eng = fillPlaceholders('{{tabella_spedizioni}}', 'eng', identity);
    expect(ita.match(/<tr>/g)).toHaveLength(Object.keys(SHIPPING_RATES).length + 1);
    const it = SHIPPING_RATES.IT!;
    expect(ita).toContain(
      `<tbody><tr><th scope="row">Italia</th><td>${formatCents(it.cost, 'ita')}</td><td>${formatCents(it.freeFrom, 'ita')}</td></tr>`,
    );
    expect(ita).toContain('<th scope="row">Germania</th>');
    expect(eng).toContain('<th scope="col">Free from</th>');
    expect(eng).toContain(`<th scope="row">Germany</th><td>${formatCents(SHIPPING_RATES.DE!.cost, 'eng')}</td>`);
  });
});
