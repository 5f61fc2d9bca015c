import { italianOrder } from './italian-order';
/** One EU member state. `uic` is the old Italian UIC country code used as the numeric code (Italy 086). */
export interface Country {
  iso: string;
  uic: string;
  isoNumeric: string;
  it: string;
  en: string;
  dialPrefix: string;
  /** Prefix of the EU VAT number (Greece uses EL). */
  vatPrefix: string;
  /** Pattern of the VAT number after the prefix (VIES). */
  vatPattern: string;
}

type Row = [iso: string, uic: string, isoNumeric: string, it: string, en: string, dial: string, vat: string];

const rows: Row[] = [
  ['AT', '008', '040', 'Austria', 'Austria', '+43', 'U\\d{8}'],
  ['BE', '009', '056', 'Belgio', 'Belgium', '+32', '[01]\\d{9}'],
  ['BG', '012', '100', 'Bulgaria', 'Bulgaria', '+359', '\\d{9,10}'],
  ['HR', '261', '191', 'Croazia', 'Croatia', '+385', '\\d{11}'],
  ['CY', '101', '196', 'Cipro', 'Cyprus', '+357', '\\d{8}[A-Z]'],
  ['CZ', '275', '203', 'Cechia', 'Czechia', '+420', '\\d{8,10}'],
  ['DK', '021', '208', 'Danimarca', 'Denmark', '+45', '\\d{8}'],
  ['EE', '257', '233', 'Estonia', 'Estonia', '+372', '\\d{9}'],
  ['FI', '028', '246', 'Finlandia', 'Finland', '+358', '\\d{8}'],
  ['FR', '029', '250', 'Francia', 'France', '+33', '[A-Z\\d]{2}\\d{9}'],
  ['DE', '094', '276', 'Germania', 'Germany', '+49', '\\d{9}'],
  ['GR', '032', '300', 'Grecia', 'Greece', '+30', '\\d{9}'],
  ['HU', '077', '348', 'Ungheria', 'Hungary', '+36', '\\d{8}'],
  ['IE', '040', '372', 'Irlanda', 'Ireland', '+353', '[A-Z\\d]{8,9}'],
  ['IT', '086', '380', 'Italia', 'Italy', '+39', '\\d{11}'],
  ['LV', '258', '428', 'Lettonia', 'Latvia', '+371', '\\d{11}'],
  ['LT', '259', '440', 'Lituania', 'Lithuania', '+370', '\\d{9}|\\d{12}'],
  ['LU', '092', '442', 'Lussemburgo', 'Luxembourg', '+352', '\\d{8}'],
  ['MT', '105', '470', 'Malta', 'Malta', '+356', '\\d{8}'],
  ['NL', '050', '528', 'Paesi Bassi', 'Netherlands', '+31', '\\d{9}B\\d{2}'],
  ['PL', '054', '616', 'Polonia', 'Poland', '+48', '\\d{10}'],
  ['PT', '055', '620', 'Portogallo', 'Portugal', '+351', '\\d{9}'],
  ['RO', '061', '642', 'Romania', 'Romania', '+40', '\\d{2,10}'],
  ['SK', '276', '703', 'Slovacchia', 'Slovakia', '+421', '\\d{10}'],
  ['SI', '260', '705', 'Slovenia', 'Slovenia', '+386', '\\d{8}'],
  ['ES', '067', '724', 'Spagna', 'Spain', '+34', '[A-Z]\\d{7}[A-Z]|\\d{8}[A-Z]|[A-Z]\\d{8}'],
  ['SE', '068', '752', 'Svezia', 'Sweden', '+46', '\\d{12}'],
];

/** The 27 EU member states, in Italian alphabetical order of their names. */
export const EU_COUNTRIES: readonly Country[] = rows
  .map(([iso, uic, isoNumeric, it, en, dialPrefix, vatPattern]) => ({
    iso,
    uic,
    isoNumeric,
    it,
    en,
    dialPrefix,
    vatPrefix: iso === 'GR' ? 'EL' : iso,
    vatPattern,
  }))
  .sort((a, b) => italianOrder.compare(a.it, b.it));

const byIso = new Map(EU_COUNTRIES.map((country) => [country.iso, country]));

/** The country with this alpha-2 code, or undefined. */
export const findCountry = (iso: string | null | undefined): Country | undefined =>
  iso ? byIso.get(iso.trim().toUpperCase()) : undefined;

/** Name in the interface language; an unknown code gives 'Nazione non trovata' / 'Nation not found'. */
export function countryName(iso: string | null | undefined, language: 'ita' | 'eng' = 'ita'): string {
  const country = findCountry(iso);
  if (!country) return language === 'eng' ? 'Nation not found' : 'Nazione non trovata';
  return language === 'eng' ? country.en : country.it;
}

/** EU VAT number check by pattern; the country prefix may be included or not. */
export function isValidEuVat(iso: string, vat: string): boolean {
  const country = findCountry(iso);
  if (!country) return false;
  const number = vat.replace(/[\s.-]/g, '').toUpperCase();
  const body = number.startsWith(country.vatPrefix) ? number.slice(country.vatPrefix.length) : number;
  return new RegExp(`^(?:${country.vatPattern})$`).test(body);
}
