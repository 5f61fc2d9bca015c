import { accountAction, Button, EmptyState, PageFrame, paths, Spinner, TextLink, useRequest, type ActionReply } from '@shop/shared';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * /items/restock-notice?token=…: the link in a back-in-stock mail. Opening the page drops the notice
 * (again is harmless); the token goes only to the server, in the body of its call.
 */
export function RestockNoticePage() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  return (
    <PageFrame title={intl.formatMessage({ id: 'catalog.notify.stopTitle' })}>
      {TOKEN.test(token) ? <Stop token={token} /> : <BadLink />}
    </PageFrame>
  );
}

function Stop({ token }: { token: string }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const reply = useRequest(token, () => accountAction<ActionReply>('stopRestockNotice', { token }));
  if (reply.status === 'loading') return <Spinner label={text('catalog.notify.stopping')} />;
  if (reply.status === 'error' || reply.data.error) {
    return (
      <EmptyState
        title={text('catalog.notify.stopFailed')}
        action={
          <Button variant="secondary" onClick={reply.reload}>
            {text('ui.retry')}
          </Button>
        }
      />
    );
  }
  return <EmptyState title={reply.data.message ?? ''} action={<TextLink to={paths.items()}>{text('catalog.notify.shop')}</TextLink>} />;
}

function BadLink() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <EmptyState title={text('catalog.notify.badLink')} action={<TextLink to={paths.items()}>{text('catalog.notify.shop')}</TextLink>} />
  );
}
