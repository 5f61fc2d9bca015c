import { mailTextIn } from '../../core/mail/mail-text';
import type { ShopFiscalSettings } from '../invoice/invoice-document';

/** The trader's name and postal address in one line: where a withdrawal is sent and returns go. */
export const traderAddress = (seller: ShopFiscalSettings): string =>
  `${seller.denominazione}, ${[seller.indirizzo, seller.numeroCivico].filter(Boolean).join(' ')}, ${seller.cap} ${seller.comune} (${seller.provincia}), Italia`;

/**
 * The withdrawal information and the model withdrawal form (Directive 2011/83/EU, Annex I(A) and
 * I(B); Codice del Consumo art. 49 and Allegato I), which the order confirmation gives the buyer on
 * a durable medium. The trader's identity is the shop's own fiscal data; the texts are the message
 * catalogue's ('mail.withdrawal…').
 */
export function withdrawalText(language: 'ita' | 'eng', seller: ShopFiscalSettings, days: number, accountUrl: string): string[] {
  const address = traderAddress(seller);
  const contact = [seller.email, seller.telefono].filter(Boolean).join(', ');
  const t = mailTextIn(language);
  return [
    t('withdrawalTitle'),
    t('withdrawalRight', { days }),
    t('withdrawalHow', { address, contact, url: accountUrl }),
    t('withdrawalEffects'),
    '',
    t('withdrawalFormTitle'),
    t('withdrawalFormTo', { address, email: seller.email }),
    t('withdrawalFormGoods'),
    t('withdrawalFormDates'),
    t('withdrawalFormName'),
    t('withdrawalFormAddress'),
    t('withdrawalFormSignature'),
    t('withdrawalFormDate'),
    t('withdrawalFormNote'),
  ];
}
