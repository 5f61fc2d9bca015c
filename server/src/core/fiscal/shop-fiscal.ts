import { isValidCodiceFiscale, isValidPartitaIva } from '@shop/shared/contracts';
import { isSchemaEmail, isSchemaPhone } from './fatturapa-text';

/** The shop's own fiscal identity (the seller, CedentePrestatore), from configuration. */
export interface ShopFiscalSettings {
  /** Ragione sociale. */
  denominazione: string;
  /** Partita IVA, 11 digits, without the IT prefix. */
  partitaIva: string;
  /** Codice fiscale of the company; often equal to the partita IVA. */
  codiceFiscale: string;
  /** Regime fiscale, RF01 (ordinario) by default. */
  regimeFiscale: string;
  indirizzo: string;
  numeroCivico: string;
  cap: string;
  comune: string;
  /** Two-letter province. */
  provincia: string;
  /** Always IT for this shop. */
  nazione: string;
  email: string;
  telefono: string;
}

/**
 * The shop's fiscal identity (the seller on every invoice) from the environment. A variable that is
 * not set takes the demo value; a variable set to an empty string is missing, and invoices are
 * then refused until it is filled in.
 */

const DEMO = {
  SHOP_RAGIONE_SOCIALE: 'Atelier Lanterna S.r.l.',
  SHOP_PARTITA_IVA: '00743110157',
  SHOP_REGIME_FISCALE: 'RF01',
  SHOP_INDIRIZZO: 'Via della Spiga',
  SHOP_NUMERO_CIVICO: '12',
  SHOP_CAP: '20121',
  SHOP_COMUNE: 'Milano',
  SHOP_PROVINCIA: 'MI',
  SHOP_FISCAL_EMAIL: '',
  SHOP_TELEFONO: '',
};

const read = (env: NodeJS.ProcessEnv, name: string, fallback: string): string => (env[name] ?? fallback).trim();

export function shopFiscalFromEnv(env: NodeJS.ProcessEnv): ShopFiscalSettings {
  const value = (name: keyof typeof DEMO) => read(env, name, DEMO[name]);
  const partitaIva = value('SHOP_PARTITA_IVA');
  return {
    denominazione: value('SHOP_RAGIONE_SOCIALE'),
    partitaIva,
    codiceFiscale: read(env, 'SHOP_CODICE_FISCALE', partitaIva).toUpperCase(),
    regimeFiscale: value('SHOP_REGIME_FISCALE').toUpperCase(),
    indirizzo: value('SHOP_INDIRIZZO'),
    numeroCivico: value('SHOP_NUMERO_CIVICO'),
    cap: value('SHOP_CAP'),
    comune: value('SHOP_COMUNE'),
    provincia: value('SHOP_PROVINCIA').toUpperCase(),
    nazione: 'IT',
    email: value('SHOP_FISCAL_EMAIL'),
    telefono: value('SHOP_TELEFONO'),
  };
}

/** Regimes of the FatturaPA schema: RF01 to RF19, there is no RF03. */
const REGIME = /^RF(0[124-9]|1[0-9])$/;
/** Latin-1 text of at most `max` characters, as the schema's Latin string types take it. */
const latin = (max: number) => (value: string) => value.length > 0 && value.length <= max && /^[\x20-\x7e\xa0-\xff]+$/.test(value);

/** Each variable with its check; blank optional fields pass. */
const CHECKS: [string, (settings: ShopFiscalSettings) => boolean][] = [
  ['SHOP_RAGIONE_SOCIALE', (s) => latin(80)(s.denominazione)],
  ['SHOP_PARTITA_IVA', (s) => /^\d{11}$/.test(s.partitaIva) && isValidPartitaIva(s.partitaIva)],
  ['SHOP_CODICE_FISCALE', (s) => /^[A-Z0-9]{11,16}$/.test(s.codiceFiscale) && isValidCodiceFiscale(s.codiceFiscale)],
  ['SHOP_REGIME_FISCALE', (s) => REGIME.test(s.regimeFiscale)],
  ['SHOP_INDIRIZZO', (s) => latin(60)(s.indirizzo)],
  ['SHOP_NUMERO_CIVICO', (s) => /^[\x20-\x7e]{0,8}$/.test(s.numeroCivico)],
  ['SHOP_CAP', (s) => /^\d{5}$/.test(s.cap)],
  ['SHOP_COMUNE', (s) => latin(60)(s.comune)],
  ['SHOP_PROVINCIA', (s) => /^[A-Z]{2}$/.test(s.provincia)],
  ['SHOP_FISCAL_EMAIL', (s) => !s.email || isSchemaEmail(s.email)],
  ['SHOP_TELEFONO', (s) => !s.telefono || isSchemaPhone(s.telefono)],
];

/** Names of the variables whose value is missing or invalid, in a fixed order. */
export function missingFiscalFields(settings: ShopFiscalSettings): string[] {
  return CHECKS.filter(([, valid]) => !valid(settings)).map(([name]) => name);
}

/** The log line explaining why invoices are not issued, or null when the fiscal data is complete. */
export function invoiceRefusal(settings: ShopFiscalSettings): string | null {
  const missing = missingFiscalFields(settings);
  return missing.length ? `invoices are not issued: shop fiscal data missing or invalid: ${missing.join(', ')}` : null;
}
