import { Button, Modal, type PaymentPayload, useFormat } from '@shop/shared';
import { useIntl } from 'react-intl';
import styles from './checkout.module.css';

const FIELDS = ['alias', 'importo', 'codTrans', 'divisa', 'mac', 'url', 'url_back', 'urlpost', 'languageId'] as const;

export interface PaymentModalProps {
  orderId: string;
  payment: PaymentPayload;
  /** Closing the window: the order stays payable and the cart stays as it is. */
  onClose: () => void;
}

/** 'Conferma acquisto': the browser form posted to the card gateway with the server-signed fields. */
export function PaymentModal({ orderId, payment, onClose }: PaymentModalProps) {
  const intl = useIntl();
  const format = useFormat();
  return (
    <Modal open onClose={onClose} title={intl.formatMessage({ id: 'payment.title' })} size="small">
      <form method="post" action={payment.action} className={styles.payment}>
        {FIELDS.map((name) => (
          <input key={name} type="hidden" name={name} value={String(payment[name] ?? '')} />
        ))}
        <p>{intl.formatMessage({ id: 'payment.text' }, { orderId })}</p>
        <p className={styles.amount}>
          <span>{intl.formatMessage({ id: 'payment.total' })}</span> <strong>{format.euro(payment.importo / 100)}</strong>
        </p>
        <Button type="submit" block>
          {intl.formatMessage({ id: 'payment.pay' })}
        </Button>
      </form>
    </Modal>
  );
}
