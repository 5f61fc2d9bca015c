import {
  accountAction,
  failureMessage,
  languageAtom,
  showAlert,
  startLoading,
  type PaymentPayload,
  type RetryPaymentReply,
} from '@shop/shared';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useIntl } from 'react-intl';

/** An order placed and waiting for its payment: its number, its return token and the signed request of one attempt. */
export interface PlacedOrder {
  orderId: string;
  token: string;
  payment: PaymentPayload;
}

/** 'Riprova il pagamento': a new attempt (new codTrans) for the same order, or the server's refusal shown. */
export function useRetryPayment(): { retry: (token: string) => Promise<PlacedOrder | null>; busy: boolean } {
  const intl = useIntl();
  const language = useAtomValue(languageAtom);
  const [busy, setBusy] = useState(false);
  const retry = async (token: string): Promise<PlacedOrder | null> => {
    const stop = startLoading();
    setBusy(true);
    try {
      const reply = await accountAction<RetryPaymentReply, 'retryPayment'>('retryPayment', { token, languageCode: language });
      if (reply.error || !reply.payment || !reply.orderId) {
        showAlert({ message: reply.message ?? intl.formatMessage({ id: 'cart.paymentKo.text' }), severity: 'error' });
        return null;
      }
      return { orderId: reply.orderId, token, payment: reply.payment };
    } catch (error) {
      showAlert({ message: failureMessage(error, intl.formatMessage({ id: 'cart.paymentKo.text' })), severity: 'error' });
      return null;
    } finally {
      stop();
      setBusy(false);
    }
  };
  return { retry, busy };
}
