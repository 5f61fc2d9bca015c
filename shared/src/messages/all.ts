import { mergeCatalogues, type Catalogue, type Messages } from '../i18n/catalogue';
import { commonMessages } from '../i18n/common-messages';
import {
  accountMessages,
  backofficeMessages,
  backofficeOrdersMessages,
  cartMessages,
  catalogMessages,
  cmsMessages,
  invoiceTexts,
  mailTexts,
  metaTexts,
  paymentMessages,
  reasonTexts,
  replyTexts,
  shellMessages,
  standInTexts,
  statusTexts,
} from './index';

/** A section read by short key, as it stands in the whole catalogue: `prefix.key`. */
export function prefixed(prefix: string, section: { ita: Messages; eng: Messages }): Catalogue {
  const withPrefix = (texts: Messages) => Object.fromEntries(Object.entries(texts).map(([key, text]) => [`${prefix}.${key}`, text]));
  return { ita: withPrefix(section.ita), eng: withPrefix(section.eng) };
}

/** Every section, in the order they are merged into the whole catalogue. */
export const SECTIONS: Readonly<Record<string, Catalogue>> = {
  common: commonMessages,
  replies: prefixed('reply', replyTexts),
  meta: prefixed('meta', metaTexts),
  shell: shellMessages,
  catalog: catalogMessages,
  account: accountMessages,
  cart: cartMessages,
  payment: paymentMessages,
  cms: cmsMessages,
  backoffice: backofficeMessages,
  backofficeOrders: backofficeOrdersMessages,
  mail: prefixed('mail', mailTexts),
  invoice: prefixed('invoice', invoiceTexts),
  standIn: prefixed('standIn', standInTexts),
  status: prefixed('status', statusTexts),
  reasons: prefixed('reason', reasonTexts),
};

/** The whole catalogue, both languages: what the messages test reads. */
export const shopMessages: Catalogue = mergeCatalogues(...Object.values(SECTIONS));
