import { invoiceTexts } from '@shop/shared/messages';
import { sectionIn } from '../../core/lib/catalogue-text';
import type { InvoiceLanguage } from './invoice-format';

/** The invoice's texts in its language, from the message catalogue's invoice section ('invoice.<key>'). */
export const invoiceTextIn = (language: InvoiceLanguage) => sectionIn(invoiceTexts, language === 'en' ? 'eng' : 'ita');
export type InvoiceTexts = ReturnType<typeof invoiceTextIn>;

type RegimeKey = Extract<keyof typeof invoiceTexts.ita, `regime.${string}`>;

/** The name of a tax regime (RF01: ordinario), or undefined for one the invoice shows by its code alone. */
export function regimeName(code: string, t: InvoiceTexts): string | undefined {
  const key = `regime.${code}`;
  return Object.hasOwn(invoiceTexts.ita, key) ? t(key as RegimeKey) : undefined;
}
