import { CONTAINER_NAMES, NotFound, useStorefrontRoute, type ContainerFilter } from '@shop/shared';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { ContainerPage } from './container-page';

/** The contact page's container. */
export const CONTACT_CONTAINER = 'contatti';

/**
 * Legacy content paths load a container by id (default 1); with a name and no id, by name.
 * An id that is not a positive whole number can name no container: null.
 */
export function legacyExpression(query: URLSearchParams): ContainerFilter | null {
  const id = query.get('id')?.trim();
  const name = query.get('name')?.trim();
  if (id) return /^[1-9]\d{0,9}$/.test(id) ? { id: Number(id) } : null;
  if (name) return { name: name.slice(0, 100) };
  return { id: 1 };
}

/** The page of a cms route: the home (any language preset), the contact page, the shipping page or a legacy content path. */
export function CmsPage() {
  const intl = useIntl();
  const [query] = useSearchParams();
  const id = useStorefrontRoute()?.route.id;

  if (id === 'contact') {
    return (
      <ContainerPage key="contact" expression={{ name: CONTACT_CONTAINER }} fallbackTitle={intl.formatMessage({ id: 'cms.contact' })} />
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
    const expression = legacyExpression(query);
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
