import {
  Button,
  EmptyState,
  formatDate,
  Code,
  PageFrame,
  paths,
  returnOrderSchema,
  TextLink,
  useRequest,
  type Order,
  type OrderReturn,
  useStatusLabels,
  useFormat,
} from '@shop/shared';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { OrderDetails } from '../orders/order-details';
import { fetchReturnOrder } from '../returns/return-api';
import { withReturn } from '../returns/with-return';
import { useSessionState, type SessionState } from '../session/use-session';
import { PageLoading } from './page-loading';
import styles from './pages.module.css';

/**
 * /account/returns/:orderId?key=…: the page the shipping mail links to. The key lets a guest read the
 * order and ask for a return; it goes only to the server, in the body of its calls. A signed-in
 * customer may open their own order without it.
 */
export function ReturnPage() {
  const intl = useIntl();
  const { orderId = '' } = useParams();
  const [search] = useSearchParams();
  const key = search.get('key');
  const { state } = useSessionState();
  const access = accessOf(returnOrderSchema.safeParse(key === null ? { orderId } : { orderId, key }).success, key, state);
  return (
    <PageFrame
      title={intl.formatMessage({ id: 'returnPage.title' }, { id: orderId })}
      heading={intl.formatMessage({ id: 'returnPage.title' }, { id: <Code key="id">{orderId}</Code> })}
      eyebrow={intl.formatMessage({ id: 'returnPage.section' })}
    >
      {access === 'checking' && <PageLoading />}
      {access === 'refused' && <BadLink />}
      {(access === 'key' || access === 'session') && <ReturnOrder orderId={orderId} returnKey={key ?? undefined} />}
    </PageFrame>
  );
}

/** How the order may be read: with the mail's key, with the customer's session, not yet (the session is being checked), or not at all. */
function accessOf(valid: boolean, key: string | null, session: SessionState): 'key' | 'session' | 'checking' | 'refused' {
  if (!valid) return 'refused';
  if (key !== null) return 'key';
  if (session === 'customer') return 'session';
  return session === 'checking' ? 'checking' : 'refused';
}

function ReturnOrder({ orderId, returnKey }: { orderId: string; returnKey: string | undefined }) {
  const intl = useIntl();
  const format = useFormat();
  const text = (id: string) => intl.formatMessage({ id });
  const statuses = useStatusLabels();
  // The request's identity stays in memory: the key is never written anywhere else.
  const reply = useRequest(`${orderId}\n${returnKey ?? ''}`, (signal) => fetchReturnOrder(orderId, returnKey, signal));
  // The order once a return changed it, until the next read.
  const [changed, setChanged] = useState<{ source: unknown; order: Order } | null>(null);

  if (reply.status === 'loading') return <PageLoading />;
  if (reply.status === 'error') {
    return (
      <EmptyState
        title={text('returnPage.error')}
        action={
          <Button variant="secondary" onClick={reply.reload}>
            {text('orders.retry')}
          </Button>
        }
      />
    );
  }
  if (reply.data.kind === 'refused') return <BadLink />;
  const source = reply.data;
  const order = changed?.source === source ? changed.order : reply.data.order;

  const returned = (sent: OrderReturn) => {
    setChanged({ source, order: withReturn(order, sent) });
    fetchReturnOrder(orderId, returnKey).then(
      (outcome) => outcome.kind === 'order' && setChanged({ source, order: outcome.order }),
      () => undefined,
    );
  };

  return (
    <div className={styles.returnPage}>
      <dl className={styles.facts}>
        <dt>{text('orders.date')}</dt>
        <dd>{formatDate(order.date)}</dd>
        <dt>{text('returnPage.status')}</dt>
        <dd>{statuses.order(order.status, order.shipment?.deliveredAt)}</dd>
        <dt>{text('orders.total')}</dt>
        <dd>{format.money(order.totalCents)}</dd>
      </dl>
      <h2 className={styles.sectionTitle}>{text('returnPage.details')}</h2>
      <OrderDetails order={order} returnKey={returnKey} onReturned={returned} />
    </div>
  );
}

/** A missing, wrong or old key: what to do, and the way to the contact page. */
function BadLink() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <EmptyState title={text('returnPage.badLink')} action={<TextLink to={paths.contact()}>{text('returnPage.contact')}</TextLink>}>
      <p>{text('returnPage.badLinkText')}</p>
    </EmptyState>
  );
}
