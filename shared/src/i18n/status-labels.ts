import { useIntl } from 'react-intl';
import { shownOrderStatus, type OrderStatus } from '../contracts/order';
import { ORDER_STATUS_LABELS } from '../contracts/order-status-labels';
import { RETURN_STATUS_LABELS, type ReturnStatus } from '../contracts/returns';
import { languageOfLocale } from './language';

/**
 * The one label of each order and return status (the contracts' ORDER_STATUS_LABELS and
 * RETURN_STATUS_LABELS, read from the message catalogue's status section) in the page's language:
 * the same words on every screen, in the mails and in the server's messages. No other section of the
 * catalogue labels a status of its own.
 */
export function useStatusLabels(): {
  /** The order's status; 'Consegnato' for a shipped order once `deliveredAt`, the day it arrived, is known. */
  order: (status: OrderStatus, deliveredAt?: string | null) => string;
  return: (status: ReturnStatus) => string;
} {
  const language = languageOfLocale(useIntl().locale) === 'eng' ? 'en' : 'it';
  return {
    order: (status, deliveredAt) => ORDER_STATUS_LABELS[shownOrderStatus(status, deliveredAt)]?.[language] ?? status,
    return: (status) => RETURN_STATUS_LABELS[status][language],
  };
}
