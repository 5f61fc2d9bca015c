import {
  apiClient,
  cartAtom,
  countryAtom,
  customerAtom,
  showAlert,
  centsToEuro,
  toCents,
  useLatestEvent,
  type Cart,
  type CartQuote,
  type CartQuoteRequest,
} from '@shop/shared';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

export type QuoteState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; quote: CartQuote };

/** The destination the cart is priced for: the customer's shipping country, the guest's, or the chosen one. */
export function useBuyerCountry(): string {
  const session = useLatestEvent('session:changed');
  const guest = useAtomValue(customerAtom);
  const country = useAtomValue(countryAtom);
  if (session?.loggedIn && session.user) return session.user.destination.country || country;
  return guest?.cod_nazione_ope || country;
}

/**
 * The EU VAT number a guest company gave at checkout: with it the server prices an intra-EU supply
 * net of VAT. A signed-in customer's number comes from the account on the server.
 */
function useGuestVatNumber(): string {
  const loggedIn = useLatestEvent('session:changed')?.loggedIn === true;
  const guest = useAtomValue(customerAtom);
  if (loggedIn || !guest || guest.tipo_persona !== 'G' || guest.cod_nazione_ope === 'IT') return '';
  return guest.partita_iva_cee === '-' ? '' : guest.partita_iva_cee;
}

/** Cart with the server's prices and shipping; `changed` when the total moved. */
function reconcile(cart: Cart, quote: CartQuote): { cart: Cart; changed: boolean } {
  let changed = false;
  const righe = cart.righe.map((line) => {
    const priced = quote.lines.find((q) => q.riga_ordine_cli === line.riga_ordine_cli);
    if (!priced || priced.unitCents === toCents(line.prezzo)) return line;
    changed = true;
    return { ...line, prezzo: centsToEuro(priced.unitCents) };
  });
  const shippingChanged = toCents(cart.imp_spese_trasp) !== quote.shippingCents;
  if (!changed && !shippingChanged) return { cart, changed: false };
  return { cart: { ...cart, righe, imp_spese_trasp: centsToEuro(quote.shippingCents) }, changed };
}

/**
 * Asks the server to price the cart for the buyer's country whenever its lines or the country
 * change. Server prices replace the stored ones; when a price moved the shopper is told.
 */
export function useCartQuote(): QuoteState & { reload: () => void } {
  const intl = useIntl();
  const cart = useAtomValue(cartAtom);
  const setCart = useSetAtom(cartAtom);
  const country = useBuyerCountry();
  const vatNumber = useGuestVatNumber();
  const customer = useLatestEvent('session:changed')?.user?.email ?? '';
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}:${JSON.stringify({ country, vatNumber, customer, lines: cart.righe.map((l) => [l.riga_ordine_cli, l.cod_articolo, l.cod_spec_1, l.qta_prog]) })}`;
  const [answer, setAnswer] = useState<{ key: string; state: QuoteState } | null>(null);
  const setState = (state: QuoteState) => setAnswer({ key, state });

  useEffect(() => {
    const controller = new AbortController();
    const request: CartQuoteRequest = { cart: { ...cart, imp_spese_trasp: 0 }, country, ...(vatNumber ? { vatNumber } : {}) };
    if (cart.righe.length === 0) return;
    apiClient
      .post<{ error: boolean; message?: string; quote?: CartQuote }>('CartAction/quote', request, { signal: controller.signal })
      .then((reply) => {
        if (reply.error || !reply.quote) throw new Error(reply.message);
        const quote = reply.quote;
        setState({ status: 'ready', quote });
        let moved = false;
        setCart((current) => {
          const result = reconcile(current, quote);
          moved = result.changed;
          return result.cart;
        });
        if (moved) showAlert({ message: intl.formatMessage({ id: 'cart.pricesUpdated' }), severity: 'warning' });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        setState({ status: 'error' });
      });
    return () => controller.abort();
    // The key stands for the cart lines and country; prices are what this effect writes back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  if (cart.righe.length === 0) {
    return {
      status: 'ready',
      quote: { country, vatTreatment: 'domestic', lines: [], unavailable: [], subtotalCents: 0, shippingCents: 0, totalCents: 0 },
      reload,
    };
  }
  // While a new answer is on its way the last one stays on screen.
  const state: QuoteState =
    answer?.key === key ? answer.state : answer && answer.state.status === 'ready' ? answer.state : { status: 'loading' };
  return { ...state, reload };
}
