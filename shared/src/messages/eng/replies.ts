import type { replies as ita } from '../ita/replies';
import type { Translation } from '../translation';

export const replies: Translation<typeof ita> = {
  // Framework and request shape.
  internal: 'Internal server error',
  unavailable: 'Service temporarily unavailable, please try again in a moment',
  bodyEmpty: 'The request body is empty',
  bodyNotJson: 'The request body is not valid JSON',
  bodyMediaType: 'Unsupported content type: use application/json',
  bodyTooLarge: 'The request body is too large',
  nulCharacter: 'Invalid value for {field}: it contains a character that is not allowed (NUL)',
  fieldsNotAllowed: 'Field not allowed: {fields}',
  andMore: '{list} and {count} more',
  notFound: 'Resource not found',
  loginRequired: 'You must sign in to see this page',
  tooMany: 'Too many attempts, please try again in a few minutes',
  actionUnavailable: 'Action not available: {action}',
  botCheckFailed: 'The anti-spam check failed, please try again',

  // Sign-in, account and password.
  loginFailed: 'Wrong email or password',
  sessionExpired: 'Session expired',
  accountCreated: 'Account created',
  emailTaken: 'This email address is already registered',
  accountUpdated: 'Account updated',
  fiscalCountryFixed: 'The billing country cannot be changed',
  codeSent: 'If the address is registered you will receive a code by email',
  codeRefused: 'The code is not valid or has expired',
  passwordChanged: 'Password changed successfully',
  favouritesLoginRequired: 'You must be registered and signed in to add favourites',
  unknownArticles: 'Unknown articles: {codes}',

  // Contact and newsletter.
  contactSent: 'Request sent successfully',
  // The same words for every address, subscribed or not: the mail tells the rest.
  newsletterCheckMail: 'We sent you an e-mail: confirm your subscription from its link.',
  newsletterConfirmed: 'Newsletter subscription confirmed',
  newsletterLinkRefused: 'The confirmation link is not valid, has already been used or has expired',
  privacyNewsletter: 'You must accept the privacy policy to subscribe to the newsletter',

  // Checkout.
  orderLoginRequired: 'You must be signed in to confirm the order',
  shippingIncomplete: 'Please complete the shipping details',
  accountToCorrect: 'Correct your account details before confirming the order: {reason}',
  privacyGuest: 'You must accept the privacy terms',
  emptyCart: 'The cart is empty',
  countryNotServed: 'Shipping is not available to the chosen country',
  articlesUnavailable: 'Article no longer available: {codes}',
  quantityUnavailable: 'The requested quantity is not available: {title}, size {size}',
  vatNumberNotInVies:
    'The VAT number {number} is not active in VIES, the EU register of VAT numbers: we cannot sell to you without VAT. Correct the number, or remove it to buy paying the VAT shown in the summary',
  capOrders: 'There are already too many orders awaiting payment from this connection: complete a payment or wait for them to expire',
  capPieces: 'You can reserve at most {max} pieces of one article at a time',
  capValue: 'The orders awaiting payment would exceed the 5,000.00 EUR limit: complete a payment first',
  // Paying again for an order whose payment did not go through.
  retryPaid: 'This order has already been paid',
  retryExpired: 'The reservation of this order has expired: go back to the cart to order again',
  retryClosed: 'This order can no longer be paid',
  retryAttempts: 'Too many payment attempts for this order: go back to the cart to order again',

  // Orders and invoices.
  orderNotFound: 'Order not found',
  orderChangedMeanwhile: 'Order {order} has just been changed by another operator: it is now “{status}”. Reload the page.',
  orderMoveRefused: 'Order {order} cannot be {verb}: it is “{status}”, the operation is only allowed from “{from}”.',
  orderPiecesMissing: 'Some pieces of order {order} are still missing: update the stock or refund the order.',
  noPaymentToRefund: 'This order has no successful payment to refund',
  refundRefused: 'The gateway did not make the refund ({reason}): the order has not changed',
  invoiceNotFound: 'Invoice not found',

  // Delivery and returns.
  orderNotShipped: 'Order {order} has not shipped yet: delivery is recorded after shipping',
  deliveryDateInvalid: 'The delivery date cannot be in the future or before shipping ({shipped})',
  orderAlreadyDelivered: 'The delivery of order {order} is already recorded',
  returnNotDelivered: 'A return can be asked for once the order has been delivered',
  returnPeriodOver: 'The {days}-day withdrawal period from delivery ended on {date}: a return is no longer possible',
  returnRowUnknown: 'Row {row} is not part of the order',
  returnTooMany: 'You can return at most {max} of "{title}": the others are already in a return',
  returnNotFound: 'Return not found',
  returnChangedMeanwhile: 'Return {number} has just been changed by another member of staff: it is now "{status}". Reload the page.',
  returnMoveRefused: 'Return {number} is "{status}": this is only possible from "{from}".',
  returnPiecesMismatch: 'For "{title}" the pieces back on sale and the damaged ones must be {quantity} in all',
  refundOverPaid: 'The refund of {amount} would exceed what is left to refund ({left})',
  invoiceHtmlOnly: 'format: html only',
  invoiceMonthEmpty: 'No invoice or credit note was issued in the month {month}',

  // Back office and reads.
  staffAccessDenied: 'Access denied, please sign in again',
  articleNotFound: 'Article not found',
  articlesNotFound: 'Article not found: {codes}',
  imageNotFound: 'Image not found',
  containerNotFound: 'Content not found',
  associationNotFound: 'Association not found',
  associateSelf: 'An article cannot be associated with itself',
  associateTwice: 'Article already associated',
  associationAddOrRemove: 'An association is added or removed',
  sizeColourMissing: 'Colour {colour} and size {size} do not exist for article {article}',
  readNeedsCode: 'Give codArticolo or codArticoli',
  unknownEntity: 'Unknown entity: {entity}',
  sortRefused: 'Sorting not allowed for {entity}: {key}',
  readAllStaffOnly: 'The page with every item (limit 0) is for staff only: ask for at most {max} items per page',
  containerNeedsKey: 'Give the content’s id, name, idParent or layoutPosition',
  containerNeedsNameAndClass: 'Give the content’s name and containerClass',
  containerNeedsId: 'Give the content’s id',
};
