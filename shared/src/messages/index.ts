/**
 * The shop's message catalogue: one per language (`ita/`, `eng/`), cut into sections by who shows
 * them. Every English section is typed from its Italian original, so a key missing on either side
 * does not compile; `messages.test.ts` checks the whole catalogue (every key in both languages,
 * readable, the same values, no key in two sections, one label per status).
 *
 * Each pair is exported on its own so a remote's bundle carries only the sections it uses. The
 * common section and the contracts' messages travel in the shared module (`commonMessages`).
 */
import { account as engAccount } from './eng/account';
import { backoffice as engBackoffice } from './eng/backoffice';
import { backofficeOrders as engBackofficeOrders } from './eng/backoffice-orders';
import { cart as engCart } from './eng/cart';
import { catalog as engCatalog } from './eng/catalog';
import { cms as engCms } from './eng/cms';
import { contracts as engContracts } from './eng/contracts';
import { meta as engMeta } from './eng/meta';
import { payment as engPayment } from './eng/payment';
import { replies as engReplies } from './eng/replies';
import { shell as engShell } from './eng/shell';
import { account as itaAccount } from './ita/account';
import { backoffice as itaBackoffice } from './ita/backoffice';
import { backofficeOrders as itaBackofficeOrders } from './ita/backoffice-orders';
import { cart as itaCart } from './ita/cart';
import { catalog as itaCatalog } from './ita/catalog';
import { cms as itaCms } from './ita/cms';
import { contracts as itaContracts } from './ita/contracts';
import { meta as itaMeta } from './ita/meta';
import { payment as itaPayment } from './ita/payment';
import { replies as itaReplies } from './ita/replies';
import { shell as itaShell } from './ita/shell';
// The server's mails, printable invoice, stand-in gateway page, and the statuses' labels.
import { invoice as engInvoice } from './eng/invoice';
import { mail as engMail } from './eng/mail';
import { standIn as engStandIn } from './eng/stand-in';
import { reasons as engReasons } from './eng/reasons';
import { status as engStatus } from './eng/status';
import { invoice as itaInvoice } from './ita/invoice';
import { mail as itaMail } from './ita/mail';
import { standIn as itaStandIn } from './ita/stand-in';
import { reasons as itaReasons } from './ita/reasons';
import { status as itaStatus } from './ita/status';

export { formatText, type TextValues } from './format';
export type { Translation } from './translation';

/** The server's replies, by short key ('loginFailed'); in the whole catalogue as 'reply.loginFailed'. */
export const replyTexts = { ita: itaReplies, eng: engReplies };
/** The contracts' validation messages, by message key; in the catalogue as 'msg.<key>'. */
export const contractTexts = { ita: itaContracts, eng: engContracts };
/** The storefront pages' titles and descriptions the server writes in their head; in the catalogue as 'meta.<key>'. */
export const metaTexts = { ita: itaMeta, eng: engMeta };

// The screens' sections, each merged over the common one by the app that shows it.
/** The shell's header, search, menu, alerts and footer. */
export const shellMessages = { ita: itaShell, eng: engShell };
/** The catalogue remote's list and article pages. */
export const catalogMessages = { ita: itaCatalog, eng: engCatalog };
/** The account remote's pages and the newsletter box. */
export const accountMessages = { ita: itaAccount, eng: engAccount };
/** The cart remote's cart and checkout (its payment pages are `paymentMessages`). */
export const cartMessages = { ita: itaCart, eng: engCart };
/** The cart remote's payment window retry and payment return pages. */
export const paymentMessages = { ita: itaPayment, eng: engPayment };
/** The content remote's home, content pages, contact form and footer. */
export const cmsMessages = { ita: itaCms, eng: engCms };
/** The back-office but its order screens (`backofficeOrdersMessages`). */
export const backofficeMessages = { ita: itaBackoffice, eng: engBackoffice };
/** The back-office's orders, their moves, payments and returns. */
export const backofficeOrdersMessages = { ita: itaBackofficeOrders, eng: engBackofficeOrders };
/** The mails' texts, by short key ('orderSubject'); in the catalogue as 'mail.orderSubject'. */
export const mailTexts = { ita: itaMail, eng: engMail };
/** The printable invoice's texts; in the catalogue as 'invoice.<key>'. */
export const invoiceTexts = { ita: itaInvoice, eng: engInvoice };
/** The stand-in payment gateway's page; in the catalogue as 'standIn.<key>'. */
export const standInTexts = { ita: itaStandIn, eng: engStandIn };
/** The one label of each order and return status ('order.Void'); in the catalogue as 'status.order.Void'. */
export const statusTexts = { ita: itaStatus, eng: engStatus };
/** Why a buyer returns a row ('size'); in the catalogue as 'reason.size'. */
export const reasonTexts = { ita: itaReasons, eng: engReasons };
