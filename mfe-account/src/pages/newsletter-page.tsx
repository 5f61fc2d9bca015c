import { Button, EmptyState, PageFrame, paths, TextLink, useRequest } from '@shop/shared';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { confirmNewsletter } from '../newsletter/confirm-newsletter';
import { PageLoading } from './page-loading';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * /account/newsletter?token=…: the page the newsletter's confirmation mail links to. Opening it
 * subscribes the address (double opt-in); the token goes only to the server, in the body of its call.
 */
export function NewsletterPage() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  return (
    <PageFrame title={intl.formatMessage({ id: 'newsletterPage.title' })}>
      {TOKEN.test(token) ? <Confirmation token={token} /> : <BadLink />}
    </PageFrame>
  );
}

function Confirmation({ token }: { token: string }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const reply = useRequest(token, () => confirmNewsletter(token));
  if (reply.status === 'loading') return <PageLoading />;
  if (reply.status === 'error') {
    return (
      <EmptyState
        title={text('newsletterPage.error')}
        action={
          <Button variant="secondary" onClick={reply.reload}>
            {text('orders.retry')}
          </Button>
        }
      />
    );
  }
  if (reply.data === 'refused') return <BadLink />;
  return (
    <EmptyState title={text('newsletterPage.confirmed')} action={<TextLink to={paths.items()}>{text('newsletterPage.shop')}</TextLink>}>
      <p>{text('newsletterPage.confirmedText')}</p>
    </EmptyState>
  );
}

/** A missing, wrong, used or old link: what to do instead. */
function BadLink() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <EmptyState title={text('newsletterPage.badLink')} action={<TextLink to={paths.items()}>{text('newsletterPage.shop')}</TextLink>}>
      <p>{text('newsletterPage.badLinkText')}</p>
    </EmptyState>
  );
}
