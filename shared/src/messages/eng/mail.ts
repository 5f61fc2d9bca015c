import type { mail as ita } from '../ita/mail';
import type { Translation } from '../translation';

export const mail: Translation<typeof ita> = {
  // Every mail to a buyer.
  shopName: 'Atelier Lanterna',
  greeting: 'Dear {name},',
  closing: 'See you soon,\nAtelier Lanterna',

  // The order confirmation, once the payment is confirmed.
  orderSubject: 'Order confirmation {id}',
  orderIntro: 'thank you for your purchase: the payment has been received and your order is confirmed.',
  orderNumber: 'Order {id}',
  orderRow: '{quantity} x {description}, colour {colour} ({code}, size {size}) {unit} each = {amount}',
  orderHeading: 'Thank you for your order',
  rowColour: 'Colour: {colour}',
  rowSize: 'Size: {size}',
  rowQuantity: 'Quantity: {quantity} × {unit}',
  shippingLabel: 'Shipping',
  totalLabel: 'Total (taxes included)',
  addressTitle: 'Shipping address',
  invoiceReady: 'The invoice of your order is ready: download it as a PDF from the order’s page.',
  invoiceLink: 'Download the invoice: {url}',
  invoiceButton: 'Download the invoice',
  ordersButton: 'Your orders',
  orderShipping: 'Shipping: {amount}',
  orderTotal: 'Total (taxes included): {amount}',
  orderVat: 'VAT {rate}: net {taxable}, tax {tax}',
  orderGift: 'Gift wrapping requested.',
  orderAddress: 'Shipping address:',

  // The withdrawal information and the model withdrawal form (Directive 2011/83/EU, Annex I(A) and I(B)).
  withdrawalTitle: 'RIGHT OF WITHDRAWAL',
  withdrawalRight:
    'You have the right to withdraw from this contract within {days} days without giving any reason. The withdrawal period will expire after {days} days from the day on which you acquire, or a third party other than the carrier and indicated by you acquires, physical possession of the goods (of the last item, when they arrive separately).',
  withdrawalHow:
    'To exercise the right of withdrawal, you must inform us ({address}; {contact}) of your decision to withdraw from this contract by an unequivocal statement, for example a letter or an e-mail, or with the return request in your account ({url}). You may use the model withdrawal form below, but it is not obligatory. To meet the withdrawal deadline, it is sufficient for you to send your communication before the withdrawal period has expired.',
  withdrawalEffects:
    'Effects of withdrawal: we will reimburse all payments received from you, including the costs of delivery (except the supplementary costs of a delivery other than the least expensive standard delivery we offer), without undue delay and in any event not later than 14 days from the day on which we are informed of your decision, using the same means of payment you used. We may withhold reimbursement until we have received the goods back or you have supplied evidence of having sent them back, whichever is the earliest. You shall send back the goods without undue delay and in any event not later than 14 days from the day on which you communicate your withdrawal. You will have to bear the direct cost of returning the goods. You are only liable for any diminished value of the goods resulting from handling other than what is necessary to establish their nature, characteristics and functioning.',
  withdrawalFormTitle: 'MODEL WITHDRAWAL FORM (complete and return this form only if you wish to withdraw from the contract)',
  withdrawalFormTo: '- To {address}, {email}:',
  withdrawalFormGoods: '- I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*),',
  withdrawalFormDates: '- Ordered on (*)/received on (*),',
  withdrawalFormName: '- Name of consumer(s),',
  withdrawalFormAddress: '- Address of consumer(s),',
  withdrawalFormSignature: '- Signature of consumer(s) (only if this form is notified on paper),',
  withdrawalFormDate: '- Date',
  withdrawalFormNote: '(*) Delete as appropriate.',

  // An order that ships, is cancelled or refunded.
  shippedSubject: 'Your order {id} has shipped',
  shipped: 'your order {id} has shipped.',
  shippedCarrier: 'Carrier: {carrier}',
  shippedTracking: 'Tracking number: {number}',
  shippedTrackingLink: 'Track your parcel: {url}',
  shippedHeading: 'Your order is on its way',
  shippedContents: 'In the parcel',
  carrierLabel: 'Carrier',
  trackingLabel: 'Tracking number',
  trackButton: 'Track your parcel',
  shippedReturns: 'You may return the items within {days} days of delivery, without giving a reason: ask for a return at {url}',
  cancelledSubject: 'Your order {id} has been cancelled',
  cancelled: 'your order {id} has been cancelled before shipping.',
  refundedSubject: 'Refund of order {id}',
  refunded: 'unfortunately the items of your order {id} are no longer available: the order is cancelled.',
  refund: 'We are refunding {amount} to the card you paid with.',
  ordersInAccount: 'You can follow your orders in your account.',
  orderPageLink: 'Your order’s page: {url}',
  orderPageButton: 'Go to your order',

  // An order delivered, once, when staff or the carrier record it.
  deliveredSubject: 'Your order {id} has been delivered',
  deliveredHeading: 'Your order has arrived',
  delivered: 'your order {id} was delivered on {date}. We hope you enjoy your pieces.',
  deliveredLabel: 'Delivered on',
  withdrawalEndLabel: 'Returns possible until',
  deliveredReturns:
    'If something is not right, you have {days} days from delivery to return the pieces without giving a reason, that is until {date} inclusive: ask for a return on the order’s page.',

  // A return, from the request to the refund or the refusal.
  returnRequestedSubject: 'Return {number}: request received',
  returnReceivedSubject: 'Return {number}: we have received the items',
  returnRefundedSubject: 'Return {number}: refund made',
  returnRefusedSubject: 'Return {number}: not accepted',
  returnRequested: 'we have received your return request {number} for order {order}.',
  returnReceived: 'we have received the items of return {number}: the refund follows shortly.',
  returnRefunded: 'we have refunded {amount} for return {number} to the card you paid with.',
  returnRefused: 'we cannot accept return {number}: {reason}',
  returnItems: 'Items to return:',
  returnReason: 'Reason: {reason}',
  returnHow: 'How to send the return:',
  returnPack: '1. Pack the unworn items, with their original labels, in their packaging.',
  returnMark: '2. Write the return number on the parcel: {number}.',
  returnSend: '3. Send the parcel within 14 days to: {address}. The cost of sending it back is yours.',
  returnRefundWhen:
    'We refund the card you paid with as soon as the items arrive, within 14 days of your request; if you return the whole order, the shipping paid too.',
  returnCreditNote: 'The credit note is in your account, in the order details.',

  // The newsletter's double opt-in.
  newsletterButton: 'Confirm the subscription',
  hello: 'Hello,',
  newsletterConfirmSubject: 'Confirm your newsletter subscription',
  newsletterConfirm: 'to receive the Atelier Lanterna newsletter, confirm this address by opening the link:',
  newsletterLink:
    'The link works for {hours} hours and only once. If you did not ask for it, ignore this message: without a confirmation you will receive nothing.',
  newsletterAlreadySubject: 'You are already subscribed to the newsletter',
  newsletterAlready: 'this address already receives the Atelier Lanterna newsletter: there is nothing to do.',
  newsletterNotAsked: 'If you did not ask to subscribe, ignore this message.',

  // The password recovery code.
  codeHeading: 'Password recovery',
  codeSubject: 'Your password recovery code',
  code: 'Your Atelier Lanterna password recovery code is {code}.',
  codeValid: 'It is valid for {minutes} minutes. If you did not ask for it, ignore this message.',

  // A contact request, to the shop (always written in Italian).
  contactSubject: 'Contact request from {sender}',
  contactNumber: 'New contact request no. {id}',
  contactName: 'Name: {value}',
  contactSurname: 'Surname: {value}',
  contactEmail: 'Email: {value}',
  contactPhone: 'Phone: {value}',
  contactPrivacy: 'Privacy policy accepted: yes',
  contactMessage: 'Message:',

  // A back-in-stock notice, once, when the staff restock the size.
  restockSubject: 'Back in stock: {article}',
  restockBack: '{article} in {colour}, size {size}, is back in stock:',
  restockOnce: 'We are writing because you asked to be notified: this is the only message you will get for this size.',
  restockStop: 'No longer interested? Cancel the notice:',
};
