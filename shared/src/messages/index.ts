/**
 * The shop's message catalogue: one per language (`ita/`, `eng/`), cut into sections by who shows
 * them. Every English section is typed from its Italian original, so a key missing on either side
 * does not compile; `messages.test.ts` checks the whole catalogue (every key in both languages,
 * readable, the same values, no key in two sections, one label per status).
 *
 * Each pair is exported on its own so a remote's bundle carries only the sections it uses. The
 * common section and the contracts' messages travel in the shared module (`commonMessages`).
 */
import { contracts as engContracts } from './eng/contracts';
import { replies as engReplies } from './eng/replies';
import { contracts as itaContracts } from './ita/contracts';
import { replies as itaReplies } from './ita/replies';
// The server's mails, printable invoice, stand-in gateway page, and the statuses' labels.
import { invoice as engInvoice } from './eng/invoice';
import { mail as engMail } from './eng/mail';
import { standIn as engStandIn } from './eng/stand-in';
import { status as engStatus } from './eng/status';
import { invoice as itaInvoice } from './ita/invoice';
import { mail as itaMail } from './ita/mail';
import { standIn as itaStandIn } from './ita/stand-in';
import { status as itaStatus } from './ita/status';

export { formatText, type TextValues } from './format';
export type { Translation } from './translation';

/** The server's replies, by short key ('loginFailed'); in the whole catalogue as 'reply.loginFailed'. */
export const replyTexts = { ita: itaReplies, eng: engReplies };
/** The contracts' validation messages, by message key; in the catalogue as 'msg.<key>'. */
export const contractTexts = { ita: itaContracts, eng: engContracts };
/** The mails' texts, by short key ('orderSubject'); in the catalogue as 'mail.orderSubject'. */
export const mailTexts = { ita: itaMail, eng: engMail };
/** The printable invoice's texts; in the catalogue as 'invoice.<key>'. */
export const invoiceTexts = { ita: itaInvoice, eng: engInvoice };
/** The stand-in payment gateway's page; in the catalogue as 'standIn.<key>'. */
export const standInTexts = { ita: itaStandIn, eng: engStandIn };
/** The one label of each order and return status ('order.Void'); in the catalogue as 'status.order.Void'. */
export const statusTexts = { ita: itaStatus, eng: engStatus };
