import {
  Button,
  formatCents,
  isApiError,
  Modal,
  movesFrom,
  ORDER_MOVES,
  orderTransitionSchema,
  showAlert,
  showToast,
  type OrderAction,
  type OrderAdminDetail,
} from '@shop/shared';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { staffMoveOrder } from '../staff/staff-api';
import styles from './orders.module.css';
import forms from '../pages/forms.module.css';

interface OrderActionsProps {
  order: OrderAdminDetail;
  /** After a move, or after a refusal that means the order changed meanwhile. */
  onChanged: () => void;
}

/** The moves open to the order, each behind a confirmation; a reason is asked where money moves. */
export function OrderActions({ order, onChanged }: OrderActionsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [open, setOpen] = useState<OrderAction | null>(null);
  const moves = movesFrom(order.status);
  if (moves.length === 0) return <p className={styles.muted}>{t('backoffice.orders.readOnly')}</p>;
  return (
    <div className={styles.actions}>
      {moves.map((action) => (
        <Button key={action} variant={ORDER_MOVES[action].money ? 'secondary' : 'primary'} onClick={() => setOpen(action)}>
          {t(`backoffice.orders.action.${action}`)}
        </Button>
      ))}
      {open && <MoveDialog action={open} order={order} onClose={() => setOpen(null)} onChanged={onChanged} />}
    </div>
  );
}

interface MoveDialogProps {
  action: OrderAction;
  order: OrderAdminDetail;
  onClose: () => void;
  onChanged: () => void;
}

function MoveDialog({ action, order, onClose, onChanged }: MoveDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const ids = { carrier: useId(), tracking: useId(), reason: useId(), error: useId() };
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const money = ORDER_MOVES[action].money;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body =
      action === 'ship'
        ? { action, orderId: order.orderId, carrier, trackingNumber }
        : action === 'confirm'
          ? { action, orderId: order.orderId }
          : { action, orderId: order.orderId, reason };
    const parsed = orderTransitionSchema.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('backoffice.error'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await staffMoveOrder(parsed.data);
      showToast(intl.formatMessage({ id: `backoffice.orders.done.${action}` }, { orderId: order.orderId }), 'success');
      onClose();
      onChanged();
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : t('backoffice.error');
      if (!(isApiError(failure) && failure.status === 409)) {
        setError(message);
        setBusy(false);
        return;
      }
      // Someone else moved the order meanwhile (or the move is no longer open): say so, and show where it is now.
      showAlert({ message, severity: 'error' });
      onClose();
      onChanged();
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      size="small"
      title={intl.formatMessage({ id: `backoffice.orders.confirm.${action}` }, { orderId: order.orderId })}
    >
      <form className={forms.field} onSubmit={(event) => void submit(event)} noValidate>
        {money && <p>{intl.formatMessage({ id: 'backoffice.orders.refundNote' }, { amount: formatCents(order.totalCents) })}</p>}
        {action === 'confirm' && <p>{t('backoffice.orders.confirmNote')}</p>}
        {action === 'ship' && (
          <>
            <div className={forms.field}>
              <label htmlFor={ids.carrier}>{t('backoffice.orders.carrier')}</label>
              <input id={ids.carrier} maxLength={60} value={carrier} onChange={(e) => setCarrier(e.target.value)} />
            </div>
            <div className={forms.field}>
              <label htmlFor={ids.tracking}>{t('backoffice.orders.tracking')}</label>
              <input id={ids.tracking} maxLength={60} value={trackingNumber} onChange={(e) => setTrackingNumber(e.target.value)} />
            </div>
          </>
        )}
        {money && (
          <div className={forms.field}>
            <label htmlFor={ids.reason}>{t('backoffice.orders.reason')}</label>
            <textarea
              id={ids.reason}
              maxLength={500}
              required
              value={reason}
              aria-invalid={error !== null}
              aria-describedby={error ? ids.error : undefined}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
        )}
        {error && (
          <p id={ids.error} className={forms.error} role="alert">
            {error}
          </p>
        )}
        <div className={forms.actions}>
          <Button type="submit" busy={busy}>
            {t(`backoffice.orders.action.${action}`)}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('backoffice.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
