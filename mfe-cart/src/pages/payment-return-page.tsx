import {
  Button,
  cartAtom,
  emptyCart,
  OrderRowsTable,
  PageFrame,
  paths,
  paymentPendingAtom,
  SharedInstanceMarker,
  Spinner,
  TextLink,
  type PaymentOrder,
} from '@shop/shared';
import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { PaymentModal } from '../checkout/payment-modal';
import payment from '../payment/payment.module.css';
import { usePaymentOrder } from '../payment/use-payment-order';
import { useRetryPayment, type PlacedOrder } from '../payment/use-retry-payment';
import styles from './pages.module.css';

/** What the page says: the order's real state from the server, not the return's `outcome` query. */
type Shown = 'loading' | 'paid' | 'confirming' | 'failed' | 'closed';

const HEADINGS: Record<Shown, string> = {
  loading: 'return.loading',
  paid: 'cart.paymentOk',
  confirming: 'return.confirming',
  failed: 'cart.paymentKo',
  closed: 'cart.paymentKo',
};

/** Registration step 1 starts from the guest's e-mail and country (route state, never the address). */
function CreateAccountOffer({ guest }: { guest: NonNullable<PaymentOrder['guest']> }) {
  const intl = useIntl();
  return (
    <p className={styles.text}>
      {intl.formatMessage({ id: 'return.account' })}{' '}
      <TextLink to={paths.accountCreate()} state={{ registration: { email: guest.email, country: guest.country } }}>
        {intl.formatMessage({ id: 'return.createAccount' })}
      </TextLink>
    </p>
  );
}

/**
 * The payment gateway's return page (under .../CartAction/ok or /ko). The return carries the order's
 * token; the page reads the order with it and shows where it really stands: paid (thank-you, number,
 * rows and total; the cart is emptied now), being confirmed (asked again until it settles), failed
 * (retry the same order, or back to the cart, which still holds the lines) or no longer payable.
 */
export function PaymentReturnPage() {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [query] = useSearchParams();
  const token = query.get('t');
  const view = usePaymentOrder(token);
  const order = view.status === 'ready' ? view.order : null;
  // A cancel may come back before (or without) any result from the bank: after a return that was not
  // an approval, an order still waiting is offered the retry instead of a wait (a retry is always safe).
  const waiting = view.status === 'ready' && view.order.state === 'confirming';
  const shown: Shown =
    view.status === 'loading'
      ? 'loading'
      : view.status === 'missing'
        ? 'failed'
        : waiting && query.get('outcome') !== 'OK'
          ? 'failed'
          : view.order.state;
  const [pending, setPending] = useAtom(paymentPendingAtom);
  const setCart = useSetAtom(cartAtom);
  const { retry, busy } = useRetryPayment();
  const [again, setAgain] = useState<PlacedOrder | null>(null);

  // The cart is emptied once, when the order placed from it is paid.
  useEffect(() => {
    if (order?.state === 'paid' && token && pending === token) {
      setCart(emptyCart());
      setPending(null);
    }
  }, [order?.state, token, pending, setCart, setPending]);

  const retryNow = () => {
    if (!token) return;
    void retry(token).then((next) => {
      if (next) setAgain(next);
    });
  };

  const body = (() => {
    switch (shown) {
      case 'loading':
        return <Spinner label={text('return.loading')} />;
      case 'paid':
        return <p className={styles.text}>{text('cart.paymentOk.text')}</p>;
      case 'confirming':
        return (
          <p className={styles.text} role="status">
            {text('return.confirming.text')}
          </p>
        );
      case 'closed':
        return <p className={styles.text}>{text('return.closed.text')}</p>;
      case 'failed':
        return <p className={styles.text}>{text(order?.failure ? `return.failed.${order.failure}` : 'cart.paymentKo.text')}</p>;
    }
  })();

  return (
    <PageFrame title={text(HEADINGS[shown])} eyebrow={text('cart.section')}>
      <div className={styles.outcome} data-outcome={shown === 'paid' ? 'ok' : shown === 'failed' || shown === 'closed' ? 'ko' : shown}>
        {order && (
          <p className={payment.orderNumber} data-testid="order-number">
            {text('return.order', { orderId: order.orderId })}
          </p>
        )}
        {body}
        {order && shown === 'paid' && <OrderRowsTable caption={text('return.rows')} rows={order.rows} totals={order} />}
        {order && shown === 'paid' && order.guest && <CreateAccountOffer guest={order.guest} />}
        <div className={styles.links}>
          {shown === 'paid' && (
            <>
              <TextLink to={paths.accountOrders()}>{text('cart.orders')}</TextLink>
              <TextLink to={paths.items()}>{text('cart.continue')}</TextLink>
            </>
          )}
          {(shown === 'failed' || shown === 'closed') && (
            <>
              {order && shown === 'failed' && (
                <Button busy={busy} onClick={retryNow}>
                  {text('payment.retry')}
                </Button>
              )}
              <TextLink to={paths.cart()}>{text('cart.paymentKo.retry')}</TextLink>
              <TextLink to={paths.items()}>{text('cart.continue')}</TextLink>
            </>
          )}
        </div>
      </div>
      {again && <PaymentModal orderId={again.orderId} payment={again.payment} onClose={() => setAgain(null)} />}
      <SharedInstanceMarker />
    </PageFrame>
  );
}
