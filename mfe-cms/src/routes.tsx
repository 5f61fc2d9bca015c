import { Button, EmptyState, ErrorBoundary, isApiError, RemoteIntl, type FallbackProps } from '@shop/shared';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { cmsMessages } from '@shop/shared/messages';
import { CmsPage } from './pages/cms-page';

/**
 * The cms pages. The shell mounts them at single paths (/, /ita, /contact, the legacy content
 * paths), not below a prefix, so the page is chosen by the route table's id rather than by nested routes.
 */
export default function CmsRoutes() {
  const location = useLocation();
  return (
    <RemoteIntl messages={cmsMessages}>
      <ErrorBoundary resetKeys={[location.pathname, location.search]} fallback={(props) => <ContentError {...props} />}>
        <CmsPage />
      </ErrorBoundary>
    </RemoteIntl>
  );
}

/** A container that could not be loaded: the server's message (never a network error's own text) and 'Riprova'. */
function ContentError({ error, reset }: FallbackProps) {
  const intl = useIntl();
  const serverMessage = isApiError(error) && error.kind !== 'network' && error.kind !== 'parse' ? error.message : null;
  return (
    <div role="alert">
      <EmptyState
        level={2}
        title={intl.formatMessage({ id: 'cms.error.title' })}
        action={
          <Button variant="secondary" onClick={reset}>
            {intl.formatMessage({ id: 'cms.error.retry' })}
          </Button>
        }
      >
        {serverMessage ?? intl.formatMessage({ id: 'cms.error.text' })}
      </EmptyState>
    </div>
  );
}
