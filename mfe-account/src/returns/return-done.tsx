import type { OrderReturn } from '@shop/shared';
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from './returns.module.css';

/** Days the buyer has to send the pieces back once the return is asked for (Codice del Consumo art. 57). */
const SEND_BACK_DAYS = 14;

/** The return just asked for: its number, and what the buyer does next. */
export function ReturnDone({ sent }: { sent: OrderReturn }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const number = <strong className={styles.returnNumber}>{sent.number}</strong>;
  return (
    <section className={styles.done} aria-labelledby={titleId}>
      <h3 id={titleId} ref={title} tabIndex={-1} className={styles.heading}>
        {text('returns.doneTitle')}
      </h3>
      <p>
        <FormattedMessage id="returns.doneNumber" values={{ number }} />
      </p>
      <h4 className={styles.subheading}>{text('returns.stepsTitle')}</h4>
      <ol className={styles.steps}>
        <li>{text('returns.stepPack')}</li>
        <li>
          <FormattedMessage id="returns.stepNumber" values={{ number }} />
        </li>
        <li>{intl.formatMessage({ id: 'returns.stepShip' }, { days: SEND_BACK_DAYS })}</li>
        <li>{text('returns.stepCost')}</li>
      </ol>
    </section>
  );
}
