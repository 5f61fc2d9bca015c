import { shopIdentitySchema, type ShopIdentity } from '@shop/shared/contracts';
import type { ShopFiscalSettings } from './fiscal/shop-fiscal';

/** The registered office in one line: 'Via della Spiga 12, 20121 Milano (MI)'. */
export function sedeLegaleOf(fiscal: ShopFiscalSettings): string {
  const street = [fiscal.indirizzo, fiscal.numeroCivico].filter(Boolean).join(' ');
  const town = [fiscal.cap, fiscal.comune].filter(Boolean).join(' ');
  const province = fiscal.provincia ? ` (${fiscal.provincia})` : '';
  return [street, town ? `${town}${province}` : ''].filter(Boolean).join(', ');
}

/**
 * The company details the storefront states (footer, terms), from the same SHOP_* variables as the
 * invoices; null when the configuration leaves any of them missing or malformed.
 */
export function shopIdentity(fiscal: ShopFiscalSettings): ShopIdentity | null {
  const parsed = shopIdentitySchema.safeParse({
    ragioneSociale: fiscal.denominazione,
    partitaIva: fiscal.partitaIva,
    sedeLegale: sedeLegaleOf(fiscal),
  });
  return parsed.success ? parsed.data : null;
}
