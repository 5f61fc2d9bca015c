import { accountAction, isAbortError, type PaymentOrder, type PaymentOrderReply } from '@shop/shared';
import { useEffect, useState } from 'react';

export type PaymentOrderView = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; order: PaymentOrder };

/** How often, and how many times, the page asks again while the bank's confirmation is on its way. */
const POLL_MS = 2000;
const POLLS = 90;

/**
 * The order behind a payment return token, read from the server (never from the return's query),
 * asked again while its payment is being confirmed.
 */
export function usePaymentOrder(token: string | null): PaymentOrderView {
  // Each answer is kept with the token it answers: a new token shows 'loading' until its own arrives.
  const [seen, setSeen] = useState<{ token: string; view: PaymentOrderView } | null>(null);

  useEffect(() => {
    if (!token) return;
    const setView = (view: PaymentOrderView) => setSeen({ token, view });
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let polls = 0;
    const read = async () => {
      try {
        const reply = await accountAction<PaymentOrderReply, 'paymentOrder'>('paymentOrder', { token }, { signal: controller.signal });
        if (reply.error || !reply.order) {
          setView({ status: 'missing' });
          return;
        }
        const order = reply.order;
        setView({ status: 'ready', order });
        if (order.state === 'confirming' && polls < POLLS) {
          polls += 1;
          timer = setTimeout(() => void read(), POLL_MS);
        }
      } catch (error) {
        if (!isAbortError(error)) setView({ status: 'missing' });
      }
    };
    void read();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [token]);

  if (!token) return { status: 'missing' };
  return seen?.token === token ? seen.view : { status: 'loading' };
}
