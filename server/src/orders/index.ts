/**
 * The orders module's public face: what the rest of the server may use of it. Everything else in
 * orders/ is its own business (lint holds it).
 */
export { registerCarrierRoutes } from './carrier-routes';
export { listCustomerOrders } from './data/orders';
export { registerInvoiceRoutes } from './invoice-routes';
export { BacklogRefusal, backlogRefusal, backlogReport, issueInvoiceBacklog } from './invoice/invoice-backlog';
export { issueInvoice } from './invoice/issue-invoice';
export { guestIds, profileIds, shopOwnIdError } from './invoice/shop-own-ids';
export { queueOrderConfirmation } from './mail/order-mail';
export { registerOrderAdminRoutes } from './order-admin-routes';
export { requestReturn, returnOrder } from './returns/return-actions';
export { articleTitles, rowDescription } from './row-titles';
