import { cartRoutes, mergeCatalogues, NotFound, RemoteIntl, useStorefrontRoute } from '@shop/shared';
import { cartMessages, paymentMessages } from '@shop/shared/messages';
import { Route, Routes } from 'react-router-dom';
import { CartPage } from './pages/cart-page';
import { CheckoutPage } from './pages/checkout-page';
import { PaymentReturnPage } from './pages/payment-return-page';

/** The cart's texts and its payment pages'. */
const messages = mergeCatalogues(paymentMessages, cartMessages);

/**
 * The cart's routes: below the shell's /cart, and the payment return pages, which the route table
 * mounts at the legacy CartAction paths (told apart by their route id, not by a relative path).
 */
export default function CartRoutes() {
  const route = useStorefrontRoute();
  const paymentReturn = route?.route.id === 'paymentOk' || route?.route.id === 'paymentKo';
  return (
    <RemoteIntl messages={messages}>
      {paymentReturn ? (
        <PaymentReturnPage />
      ) : (
        <Routes>
          <Route index element={<CartPage />} />
          <Route path={cartRoutes.checkout} element={<CheckoutPage />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      )}
    </RemoteIntl>
  );
}
