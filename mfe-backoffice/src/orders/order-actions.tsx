import { Button, CARRIERS, useFormat } from '@shop/shared';
import {
  movesFrom,
  ORDER_MOVES,
  orderTransitionSchema,
  type OrderAction,
  type OrderAdminDetail,
  type OrderTransitionInput,
} from '@shop/shared/staff';
import { TextAreaField, TextField } from '@shop/shared/forms';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormModal } from '../pages/form-modal';
import { staffMoveOrder } from '../staff/staff-api';
import { DeliveredDialog } from './delivered-dialog';
import { useContractMove } from './use-move';
import styles from './orders.module.css';

interface OrderActionsProps {
  order: OrderAdminDetail;
  /** After a move, or after a refusal that means the order changed meanwhile. */
  onChanged: () => void;
}

/**
 * The moves open to the order, each behind a confirmation; a reason is asked where money moves. A
 * shipped order whose delivery is not yet recorded may be marked as delivered.
 */
export function OrderActions({ order, onChanged }: OrderActionsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [open, setOpen] = useState<OrderAction | 'delivered' | null>(null);
  const moves = movesFrom(order.status);
  const deliverable = order.status === 'DeliveryDone' && order.shipment !== null && !order.shipment.deliveredAt;
  if (moves.length === 0 && !deliverable) return <p className={styles.muted}>{t('backoffice.orders.readOnly')}</p>;
  return (
    <div className={styles.actions}>
      {moves.map((action) => (
        <Button key={action} variant={ORDER_MOVES[action].money ? 'secondary' : 'primary'} onClick={() => setOpen(action)}>
          {t(`backoffice.orders.action.${action}`)}
        </Button>
      ))}
      {deliverable && <Button onClick={() => setOpen('delivered')}>{t('backoffice.orders.action.delivered')}</Button>}
      {open === 'delivered' && <DeliveredDialog order={order} onClose={() => setOpen(null)} onChanged={onChanged} />}
      {open && open !== 'delivered' && <MoveDialog action={open} order={order} onClose={() => setOpen(null)} onChanged={onChanged} />}
    </div>
  );
}

interface MoveDialogProps {
  action: OrderAction;
  order: OrderAdminDetail;
  onClose: () => void;
  onChanged: () => void;
}

/** What the dialog asks: the shipment's carrier and tracking, or the reason where money moves. */
interface MoveValues {
  carrier: string;
  trackingNumber: string;
  reason: string;
}

/** The body of the move as the contract (and the server) take it. */
function moveOf(action: OrderAction, orderId: string, values: MoveValues): OrderTransitionInput {
  if (action === 'ship') return { action, orderId, carrier: values.carrier, trackingNumber: values.trackingNumber };
  if (action === 'confirm') return { action, orderId };
  return { action, orderId, reason: values.reason };
}

function MoveDialog({ action, order, onClose, onChanged }: MoveDialogProps) {
  const intl = useIntl();
  const format = useFormat();
  const t = (id: string) => intl.formatMessage({ id });
  const toInput = useCallback((values: MoveValues) => moveOf(action, order.orderId, values), [action, order.orderId]);
  // A refusal of the server (not a 409) stays in the dialog until the next try.
  const { form, modal } = useContractMove({
    schema: orderTransitionSchema,
    defaultValues: { carrier: '', trackingNumber: '', reason: '' },
    toInput,
    contract: orderTransitionSchema,
    send: staffMoveOrder,
    done: intl.formatMessage({ id: `backoffice.orders.done.${action}` }, { orderId: order.orderId }),
    hidden: 'orderId',
    onClose,
    onChanged,
  });
  const { register, errorOf } = form;
  const money = ORDER_MOVES[action].money;

  return (
    <FormModal
      title={intl.formatMessage({ id: `backoffice.orders.confirm.${action}` }, { orderId: order.orderId })}
      submit={t(`backoffice.orders.action.${action}`)}
      {...modal}
    >
      {money && <p>{intl.formatMessage({ id: 'backoffice.orders.refundNote' }, { amount: format.money(order.totalCents) })}</p>}
      {action === 'confirm' && <p>{t('backoffice.orders.confirmNote')}</p>}
      {action === 'ship' && (
        <>
          <TextField
            label={t('backoffice.orders.carrier')}
            hint={t('backoffice.orders.carrierHint')}
            maxLength={60}
            list="shop-carriers"
            autoComplete="off"
            {...register('carrier')}
            error={errorOf('carrier')}
          />
          <datalist id="shop-carriers">
            {CARRIERS.map((carrier) => (
              <option key={carrier.name} value={carrier.name} />
            ))}
          </datalist>
          <TextField
            label={t('backoffice.orders.tracking')}
            maxLength={60}
            {...register('trackingNumber')}
            error={errorOf('trackingNumber')}
          />
        </>
      )}
      {money && (
        <TextAreaField
          label={t('backoffice.orders.reason')}
          maxLength={500}
          rows={4}
          required
          {...register('reason')}
          error={errorOf('reason')}
        />
      )}
    </FormModal>
  );
}
