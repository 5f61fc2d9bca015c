import { countryName, type Container, type LanguageCode, type ShopIdentity } from '@shop/shared/contracts';
import { formatCents } from '@shop/shared/money';
import { escapeHtml } from '../core/lib/html';
import { SHIPPING_RATES } from '../checkout';

/**
 * Facts the shop's texts name by placeholder, so the stored text never copies what configuration
 * and the shipping table decide: `{{ragione_sociale}}`, `{{partita_iva}}`, `{{sede_legale}}`,
 * `{{tabella_spedizioni}}`, `{{spedizione_XX}}` and `{{gratuita_XX}}` (cost and free-shipping
 * threshold for country XX). An unknown placeholder is left as written.
 */
const PLACEHOLDER = /\{\{\s*([a-z_]+?)(?:_([A-Z]{2}))?\s*\}\}/g;

const headers: Record<LanguageCode, [string, string, string]> = {
  ita: ['Paese', 'Spedizione', 'Gratuita da'],
  eng: ['Country', 'Shipping', 'Free from'],
};

/** Italy first, then the cheapest destinations, each group by name. */
function shippingRows(language: LanguageCode) {
  return Object.entries(SHIPPING_RATES)
    .map(([code, rate]) => ({ code, name: countryName(code, language), ...rate }))
    .sort((a, b) => Number(b.code === 'IT') - Number(a.code === 'IT') || a.cost - b.cost || a.name.localeCompare(b.name, 'it'));
}

/** The live shipping table as an HTML table, country names in the page's language. */
export function shippingTableHtml(language: LanguageCode): string {
  const [country, cost, free] = headers[language].map(escapeHtml);
  const rows = shippingRows(language)
    .map(
      (row) =>
        `<tr><th scope="row">${escapeHtml(row.name)}</th><td>${escapeHtml(formatCents(row.cost, language))}</td><td>${escapeHtml(formatCents(row.freeFrom, language))}</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th scope="col">${country}</th><th scope="col">${cost}</th><th scope="col">${free}</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** The text with its placeholders filled in (values escaped; the table is built here). */
export function fillPlaceholders(html: string, language: LanguageCode, identity: ShopIdentity | null): string {
  return html.replace(PLACEHOLDER, (whole, name: string, code: string | undefined) => {
    if (code) {
      const rate = SHIPPING_RATES[code];
      if (!rate) return whole;
      if (name === 'spedizione') return escapeHtml(formatCents(rate.cost, language));
      if (name === 'gratuita') return escapeHtml(formatCents(rate.freeFrom, language));
      return whole;
    }
    switch (name) {
      case 'ragione_sociale':
        return escapeHtml(identity?.ragioneSociale ?? '');
      case 'partita_iva':
        return escapeHtml(identity?.partitaIva ?? '');
      case 'sede_legale':
        return escapeHtml(identity?.sedeLegale ?? '');
      case 'tabella_spedizioni':
        return shippingTableHtml(language);
      default:
        return whole;
    }
  });
}

/** A container tree with every description's placeholders filled in. */
export function withFacts(container: Container, language: LanguageCode, identity: ShopIdentity | null): Container {
  return {
    ...container,
    description: container.description === null ? null : fillPlaceholders(container.description, language, identity),
    containers: container.containers.map((child) => withFacts(child, language, identity)),
  };
}
