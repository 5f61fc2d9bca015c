import { MESSAGES, MESSAGES_EN, type MessageKey } from '../contracts/messages';
import { common as engCommon } from '../messages/eng/common';
import { common as itaCommon } from '../messages/ita/common';
import { defineCatalogue } from './catalogue';

type KeyedMessages = { readonly [Key in MessageKey as `msg.${Key}`]: string };

/** The contracts' message keys as react-intl messages: 'msg.emailRequired'. */
export const keyedContractMessages = (texts: { readonly [Key in MessageKey]: string }) =>
  Object.fromEntries(Object.entries(texts).map(([key, text]) => [`msg.${key}`, text])) as KeyedMessages;

/**
 * The catalogue's sections every screen needs, the UI kit's texts and the contracts' messages, in
 * the shop's shared module (the other sections are in `@shop/shared/messages`, so each remote
 * carries only its own).
 */
export const commonMessages = defineCatalogue(
  { ...itaCommon, ...keyedContractMessages(MESSAGES) },
  { ...engCommon, ...keyedContractMessages(MESSAGES_EN) },
);
