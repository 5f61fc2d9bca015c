import { Button, paymentPendingAtom, paths, TextLink } from '@shop/shared';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { PaymentModal } from '../checkout/payment-modal';
import styles from './payment.module.css';
import { useRetryPayment, type PlacedOrder } from './use-retry-payment';

export interface PaymentWindowProps {
  placed: PlacedOrder;
}

/**
 * The 'Conferma acquisto' window of a placed order (give it the order's token as its key). Closed
 * without paying, it leaves the cart as it is and offers 'Riprova il pagamento' for the same order,
 * or the way back to the cart.
 */
export function PaymentWindow({ placed: first }: PaymentWindowProps) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const setPending = useSetAtom(paymentPendingAtom);
  const [placed, setPlaced] = useState(first);
  const [open, setOpen] = useState(true);
  const { retry, busy } = useRetryPayment();

  // The cart now waits for this order's payment.
  useEffect(() => setPending(first.token), [first.token, setPending]);

  if (open) return <PaymentModal orderId={placed.orderId} payment={placed.payment} onClose={() => setOpen(false)} />;
  return (
    <section className={styles.notice} aria-labelledby="payment-closed" data-testid="payment-closed">
      <h2 id="payment-closed">{text('payment.closed')}</h2>
      <p>{text('payment.closed.text', { orderId: placed.orderId })}</p>
      <div className={styles.actions}>
        <Button
          busy={busy}
          onClick={() =>
            void retry(placed.token).then((next) => {
              if (!next) return;
              setPlaced(next);
              setOpen(true);
            })
          }
        >
          {text('payment.retry')}
        </Button>
        <TextLink to={paths.cart()}>{text('cart.paymentKo.retry')}</TextLink>
      </div>
    </section>
  );
}
