import { Button, formatDate, type Order, type OrderReturn } from '@shop/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ReturnDone } from './return-done';
import { ReturnForm } from './return-form';
import styles from './returns.module.css';

export interface ReturnSectionProps {
  order: Order;
  /** The key of a guest's shipping mail; a signed-in customer has none. */
  returnKey?: string | undefined;
  /** A return was asked for: the order has changed. */
  onReturned: (sent: OrderReturn) => void;
}

/**
 * While the withdrawal period runs, 'Richiedi un reso' with its last day; it opens the return form.
 * Once a return is sent, its number and what to do next, until another return is started.
 */
export function ReturnSection({ order, returnKey, onReturned }: ReturnSectionProps) {
  const intl = useIntl();
  const untilId = useId();
  const [stage, setStage] = useState<'offer' | 'form' | 'back'>('offer');
  const [sent, setSent] = useState<OrderReturn | null>(null);
  const offer = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (stage === 'back') offer.current?.focus();
  }, [stage]);

  const returnWindow = order.returnWindow;
  const done = sent && <ReturnDone sent={sent} />;
  if (!returnWindow) return done;
  if (stage === 'form') {
    return (
      <ReturnForm
        order={order}
        returnWindow={returnWindow}
        returnKey={returnKey}
        onCancel={() => setStage('back')}
        onSent={(request) => {
          setSent(request);
          setStage('offer');
          onReturned(request);
        }}
      />
    );
  }
  return (
    <>
      {done}
      <div className={styles.offer}>
        <Button
          ref={offer}
          variant="secondary"
          onClick={() => {
            setSent(null);
            setStage('form');
          }}
          aria-describedby={untilId}
        >
          {intl.formatMessage({ id: 'returns.request' })}
        </Button>
        <p id={untilId} className={styles.muted}>
          {intl.formatMessage({ id: 'returns.until' }, { date: formatDate(returnWindow.until) })}
        </p>
      </div>
    </>
  );
}
