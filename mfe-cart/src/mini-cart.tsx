import { Button, paths, RemoteIntl, Skeleton, useFormat } from '@shop/shared';
import { cartMessages } from '@shop/shared/messages';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { SummaryLines } from './cart/summary-lines';
import { useCartQuote } from './cart/use-cart-quote';
import summary from './cart/order-summary.module.css';
import styles from './mini-cart.module.css';

export interface MiniCartProps {
  /** Closes the shell's dialog the mini-cart is shown in. */
  onClose: () => void;
}

/**
 * The mini-cart the shell shows after a piece went into the cart: every line (picture, name, colour,
 * size, pieces, price), the shipping and the total, 'Vai al carrello' and a way back to shopping.
 */
export default function MiniCart(props: MiniCartProps) {
  return (
    <RemoteIntl messages={cartMessages}>
      <MiniCartBody {...props} />
    </RemoteIntl>
  );
}

function MiniCartBody({ onClose }: MiniCartProps) {
  const intl = useIntl();
  const format = useFormat();
  const navigate = useNavigate();
  const quote = useCartQuote();
  const text = (id: string) => intl.formatMessage({ id });

  return (
    <div className={styles.miniCart}>
      {quote.status === 'ready' ? (
        <>
          <div className={styles.lines}>
            <SummaryLines quote={quote.quote} label={text('cart.lines')} />
          </div>
          <dl className={summary.rows}>
            <div className={summary.row}>
              <dt>{text('summary.shipping')}</dt>
              <dd>{quote.quote.shippingCents > 0 ? format.money(quote.quote.shippingCents) : text('summary.shippingFree')}</dd>
            </div>
            <div className={`${summary.row} ${styles.total}`}>
              <dt>{text('summary.total')}</dt>
              <dd data-testid="mini-cart-total">{format.money(quote.quote.totalCents)}</dd>
            </div>
          </dl>
        </>
      ) : quote.status === 'error' ? (
        <p className={styles.error}>{text('cart.error')}</p>
      ) : (
        <div aria-busy="true" aria-label={text('cart.loading')} role="status" className={styles.loading}>
          <Skeleton variant="block" height="4.5rem" />
        </div>
      )}
      <div className={styles.actions}>
        <Button block onClick={() => navigate(paths.cart())}>
          {text('miniCart.goToCart')}
        </Button>
        <Button block variant="secondary" onClick={onClose}>
          {text('cart.continue')}
        </Button>
      </div>
    </div>
  );
}
