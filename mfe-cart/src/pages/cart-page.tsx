import {
  askConfirm,
  Button,
  cartAtom,
  cartQuantityAtom,
  EmptyState,
  PageFrame,
  paths,
  removeLine,
  setPieces,
  SharedInstanceMarker,
  showAlert,
  showToast,
  Skeleton,
  TextLink,
  toggleFavourite,
  type CartLine as CartLineData,
  useLatestEvent,
  VisuallyHidden,
} from '@shop/shared';
import { useAtom, useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { CartLine } from '../cart/cart-line';
import { OrderSummary } from '../cart/order-summary';
import { useCartArticles } from '../cart/use-cart-articles';
import { useCartQuote } from '../cart/use-cart-quote';
import styles from './cart-page.module.css';

/** The cart: lines with per-size quantities, favourites and remove, the order summary and the way to checkout. */
export function CartPage() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const count = useAtomValue(cartQuantityAtom);
  const [cart, setCart] = useAtom(cartAtom);
  // The favourites are the catalogue team's: heard on the bus, changed with its toggleFavourite.
  const favourites = useLatestEvent('favourites:changed')?.favourites ?? [];
  const quote = useCartQuote();
  const articles = useCartArticles();
  const navigate = useNavigate();

  const changeQuantity = (line: CartLineData, prog: number, quantity: number, stock: number) => {
    const change = setPieces(
      cart,
      { codArticolo: line.cod_articolo, codColore: line.cod_spec_1, progSiglaTaglia: prog, prezzo: line.prezzo, stock },
      quantity,
    );
    if (change.clamped) {
      showAlert({ title: text('cart.quantityUnavailable'), message: text('cart.quantityUnavailable.text'), severity: 'warning' });
      return;
    }
    setCart(change.cart);
    showToast(text('cart.updated'), 'success');
  };

  const remove = async (line: CartLineData) => {
    if (!(await askConfirm(text('cart.remove.text'), { title: text('cart.remove.title') }))) return;
    setCart((current) => removeLine(current, line.riga_ordine_cli));
    showToast(text('cart.updated'), 'success');
  };

  const favourite = async (codArticolo: string) => {
    try {
      const outcome = await toggleFavourite(codArticolo);
      if (outcome === 'login-required') showAlert({ message: text('cart.favourite.login'), severity: 'warning' });
    } catch (error) {
      console.error(error);
    }
  };

  const ready = quote.status === 'ready' ? quote.quote : null;
  return (
    <PageFrame title={intl.formatMessage({ id: 'cart.title' }, { count })} eyebrow={text('cart.section')}>
      {count === 0 ? (
        <EmptyState title={text('cart.empty')} action={<TextLink to={paths.items()}>{text('cart.continue')}</TextLink>}>
          {text('cart.empty.text')}
        </EmptyState>
      ) : (
        <div className={styles.layout}>
          <div>
            {quote.status === 'error' && (
              <div role="alert" className={styles.error}>
                <p>{text('cart.error')}</p>
                <Button variant="secondary" size="small" onClick={quote.reload}>
                  {text('ui.retry')}
                </Button>
              </div>
            )}
            {quote.status === 'loading' && !ready ? (
              <div aria-busy="true" className={styles.loading}>
                <VisuallyHidden>{text('cart.loading')}</VisuallyHidden>
                <Skeleton variant="image" />
                <Skeleton width="70%" />
              </div>
            ) : (
              <ul className={styles.lines} aria-label={text('cart.lines')}>
                {cart.righe.map((line) => (
                  <CartLine
                    key={line.riga_ordine_cli}
                    line={line}
                    priced={ready?.lines.find((l) => l.riga_ordine_cli === line.riga_ordine_cli)}
                    article={articles.find((a) => a.codArticolo === line.cod_articolo)}
                    favourite={favourites.includes(line.cod_articolo)}
                    onQuantity={(prog, quantity, stock) => changeQuantity(line, prog, quantity, stock)}
                    onRemove={() => void remove(line)}
                    onFavourite={() => void favourite(line.cod_articolo)}
                  />
                ))}
              </ul>
            )}
          </div>
          <OrderSummary quote={ready}>
            <Button block disabled={!ready || ready.unavailable.length > 0} onClick={() => navigate(paths.checkout())}>
              {text('cart.proceed')}
            </Button>
            <TextLink to={paths.items()}>{text('cart.continue')}</TextLink>
          </OrderSummary>
        </div>
      )}
      <SharedInstanceMarker />
    </PageFrame>
  );
}
