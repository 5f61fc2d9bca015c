import { RemoteIntl } from '@shop/shared';
import { cmsMessages } from './i18n/messages';
import { CmsPage } from './pages/cms-page';

/**
 * The cms pages. The shell mounts them at single paths (/, /ita, /contact, the legacy content
 * paths), not below a prefix, so the page is chosen by the route table's id rather than by nested routes.
 */
export default function CmsRoutes() {
  return (
    <RemoteIntl messages={cmsMessages}>
      <CmsPage />
    </RemoteIntl>
  );
}
