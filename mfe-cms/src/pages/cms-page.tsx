import { CONTAINER_NAMES, contentPageFilter, NotFound, useStorefrontRoute } from '@shop/shared';
import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router-dom';
import { ContainerPage } from './container-page';

/** The page of a cms route: the home (any language preset), the contact page, the shipping page or a legacy content path. */
export function CmsPage() {
  const intl = useIntl();
  const [query] = useSearchParams();
  const location = useLocation();
  const id = useStorefrontRoute()?.route.id;

  if (id === 'contact') {
    return (
      <ContainerPage
        key="contact"
        expression={{ name: CONTAINER_NAMES.contact }}
        fallbackTitle={intl.formatMessage({ id: 'cms.contact' })}
      />
    );
  }
  if (id === 'shipping') {
    return (
      <ContainerPage
        key="shipping"
        expression={{ name: CONTAINER_NAMES.shipping }}
        fallbackTitle={intl.formatMessage({ id: 'cms.shipping' })}
      />
    );
  }
  if (id === 'legacyContent') {
    // The same container the server drew and described this address with.
    const expression = contentPageFilter(location.pathname, location.search);
    if (!expression) return <NotFound />;
    return (
      <ContainerPage
        key={JSON.stringify(expression)}
        expression={expression}
        fallbackTitle={query.get('name') || intl.formatMessage({ id: 'cms.content' }, { id: query.get('id') || '1' })}
      />
    );
  }
  return <ContainerPage key="home" expression={{ name: CONTAINER_NAMES.home }} fallbackTitle={intl.formatMessage({ id: 'cms.home' })} />;
}
