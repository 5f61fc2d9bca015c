import { cartQuantityAtom, EmptyState, PageFrame, paths, SharedInstanceMarker, TextLink } from '@shop/shared';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';

/** The cart route: its title counts the pieces; an empty cart says so. */
export function CartPage() {
  const intl = useIntl();
  const count = useAtomValue(cartQuantityAtom);
  return (
    <PageFrame title={intl.formatMessage({ id: 'cart.title' }, { count })} eyebrow={intl.formatMessage({ id: 'cart.section' })}>
      {count === 0 && (
        <EmptyState
          title={intl.formatMessage({ id: 'cart.empty' })}
          action={<TextLink to={paths.items()}>{intl.formatMessage({ id: 'cart.continue' })}</TextLink>}
        />
      )}
      <SharedInstanceMarker />
    </PageFrame>
  );
}
