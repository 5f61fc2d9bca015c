import { PageFrame, SharedInstanceMarker } from '@shop/shared';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';

/** The product detail route. */
export function DetailPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  return (
    <PageFrame title={intl.formatMessage({ id: 'catalog.detail' }, { id })} eyebrow={intl.formatMessage({ id: 'catalog.section' })}>
      <SharedInstanceMarker />
    </PageFrame>
  );
}
