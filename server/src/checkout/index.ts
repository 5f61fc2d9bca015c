/**
 * The checkout module's public face: what the rest of the server may use of it. Everything else in
 * checkout/ is its own business (lint holds it).
 */
export { registerCartActions } from './cart-action-routes';
export { updateCart } from './cart/cart-actions';
export { loadCart } from './cart/carts';
export { confirmCart } from './cart/confirm-cart';
export { giveBack, settledPayment } from './payment/give-back';
export { hashReturnToken, newReturnToken } from './payment/payment-request';
export { paymentOrder, retryPayment } from './payment/payment-return-actions';
export { refundClientFor } from './payment/refund-gateway';
export type { RefundClient } from './payment/refund-gateway';
export { useSharedStandInKey } from './payment/stand-in-key';
export { countryPrice, destinationVatRate } from './pricing/pricing';
export { SHIPPING_RATES } from './pricing/shipping-rates';
export { createViesClient } from './pricing/vies';
export { readStock, setStock } from './stock/article-stock';
export { announceStockChanged, givePieces } from './stock/pieces';
export { restockNotice, stopRestockNoticeAction } from './restock-actions';
export { releaseStock, retakeStock } from './stock/reservations';
