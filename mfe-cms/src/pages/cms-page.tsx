import { PageFrame, paths, SharedInstanceMarker, useStorefrontRoute, TextLink } from '@shop/shared';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';

/** The page of a cms route: the home (any language preset), the contact page or a legacy content path. */
export function CmsPage() {
  const intl = useIntl();
  const [query] = useSearchParams();
  const id = useStorefrontRoute()?.route.id;

  if (id === 'contact') {
    return (
      <PageFrame title={intl.formatMessage({ id: 'cms.contact' })}>
        <SharedInstanceMarker />
      </PageFrame>
    );
  }
  if (id === 'legacyContent') {
    // Legacy content paths take the container id (default 1) and name from the query.
    const containerId = query.get('id') || '1';
    return (
      <PageFrame title={query.get('name') || intl.formatMessage({ id: 'cms.content' }, { id: containerId })}>
        <SharedInstanceMarker />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={intl.formatMessage({ id: 'cms.home' })} eyebrow={intl.formatMessage({ id: 'cms.home.eyebrow' })}>
      <TextLink to={paths.items()}>{intl.formatMessage({ id: 'cms.home.cta' })}</TextLink>
      <SharedInstanceMarker />
    </PageFrame>
  );
}
