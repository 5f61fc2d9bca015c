import { PageFrame, SharedInstanceMarker } from '@shop/shared';
import { useIntl } from 'react-intl';

/** The checkout route (order confirmation). */
export function CheckoutPage() {
  const intl = useIntl();
  return (
    <PageFrame title={intl.formatMessage({ id: 'cart.checkout' })} eyebrow={intl.formatMessage({ id: 'cart.section' })}>
      <SharedInstanceMarker />
    </PageFrame>
  );
}
