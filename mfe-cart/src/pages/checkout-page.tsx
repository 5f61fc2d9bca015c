import {
  addressLine,
  accountAction,
  Button,
  cartAtom,
  cartQuantityAtom,
  checkoutConfirmSchema,
  customerAtom,
  EmptyState,
  failureMessage,
  guestCustomerSchema,
  languageAtom,
  openContentModal,
  PageFrame,
  paths,
  paymentPendingAtom,
  SharedInstanceMarker,
  showAlert,
  startLoading,
  TextLink,
  useLatestEvent,
  useMessageText,
  type ConfirmCartReply,
  type GuestCustomer,
} from '@shop/shared';
import { CheckField, useContractForm } from '@shop/shared/forms';
import { useAtom, useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { OrderSummary } from '../cart/order-summary';
import { SummaryLines } from '../cart/summary-lines';
import { useCartQuote } from '../cart/use-cart-quote';
import { CustomerDetails } from '../checkout/buyer-details';
import { GuestFormModal } from '../checkout/guest-form-modal';
import { PaymentWindow } from '../payment/payment-window';
import type { PlacedOrder } from '../payment/use-retry-payment';
import styles from '../checkout/checkout.module.css';

/** What the 'Conferma' form holds: the guest's privacy consent. */
interface ConfirmValues {
  privacy: boolean;
}

/** Order confirmation: the buyer's data (customer or guest), the summary, 'Conferma', then the payment modal. */
export function CheckoutPage() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const session = useLatestEvent('session:changed');
  const [guest, setGuest] = useAtom(customerAtom);
  const cart = useAtomValue(cartAtom);
  const count = useAtomValue(cartQuantityAtom);
  const language = useAtomValue(languageAtom);
  const pendingReturnKey = useAtomValue(paymentPendingAtom);
  const quote = useCartQuote();
  const message = useMessageText();
  const [guestOpen, setGuestOpen] = useState(false);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const [busy, setBusy] = useState(false);
  const customer = session?.loggedIn ? session.user : null;
  const loggedIn = customer !== null;
  // Only a guest is asked for privacy (SPEC 4 'Checkout'); the contract holds that rule.
  const form = useContractForm<ConfirmValues>({
    schema: checkoutConfirmSchema(loggedIn ? 'customer' : 'guest'),
    defaultValues: { privacy: false },
  });

  const confirm = async ({ privacy }: ConfirmValues) => {
    if (!loggedIn && !guestCustomerSchema.safeParse(guest).success) {
      showAlert({ message: text('checkout.incomplete'), severity: 'warning' });
      setGuestOpen(true);
      return;
    }
    const stop = startLoading();
    setBusy(true);
    try {
      const reply = await accountAction<ConfirmCartReply, 'confirmCart'>('confirmCart', {
        cart,
        cliente: loggedIn ? null : guest,
        privacy: loggedIn ? undefined : privacy,
        languageCode: language,
        // The order this browser left unpaid ends with the new one: its pieces go back on sale.
        pendingReturnKey: pendingReturnKey ?? undefined,
      });
      if (reply.error || !reply.payment || !reply.orderId || !reply.returnKey) {
        showAlert({ message: reply.message ?? text('cart.paymentKo.text'), severity: 'error' });
        return;
      }
      setPlaced({ orderId: reply.orderId, token: reply.returnKey, payment: reply.payment });
    } catch (error) {
      // A refusal such as 'Troppi tentativi' is the server's to tell; anything else is our own text.
      showAlert({ message: failureMessage(error, text('cart.paymentKo.text')), severity: 'error' });
    } finally {
      stop();
      setBusy(false);
    }
  };

  // Without login or guest data the way is the login, before any field of the form counts.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!loggedIn && !guest) {
      showAlert({ message: text('checkout.loginRequired'), severity: 'warning', keepOnNavigation: true });
      navigate(paths.accountLogin(paths.checkout()));
      return;
    }
    void form.handleSubmit(confirm, (errors) => {
      // SPEC 8: the missing privacy is also said in an alert.
      if (errors.privacy?.message) showAlert({ message: message(errors.privacy.message), severity: 'warning' });
    })(event);
  };

  const applyGuest = (data: GuestCustomer) => {
    setGuest(data);
    setGuestOpen(false);
  };

  if (count === 0 && !placed) {
    return (
      <PageFrame title={text('cart.checkout')} eyebrow={text('cart.section')}>
        <EmptyState title={text('cart.empty')} action={<TextLink to={paths.items()}>{text('cart.continue')}</TextLink>} />
        <SharedInstanceMarker />
      </PageFrame>
    );
  }

  return (
    <PageFrame title={text('cart.checkout')} eyebrow={text('cart.section')}>
      {/* The cart is kept until the payment is confirmed; closed, the window offers the retry. */}
      {placed && <PaymentWindow key={placed.token} placed={placed} />}
      <form className={styles.layout} noValidate onSubmit={submit}>
        <div className={styles.main}>
          {customer ? (
            <>
              <CustomerDetails user={customer} />
              <TextLink to={paths.accountView()}>{text('checkout.edit')}</TextLink>
            </>
          ) : (
            <section className={styles.card} aria-labelledby="checkout-guest">
              <h2 id="checkout-guest">{text('checkout.guest')}</h2>
              {guest ? (
                <p data-testid="guest-summary">
                  {guest.denominazione}
                  <br />
                  {guest.email} · {guest.telefono}
                  <br />
                  {addressLine(
                    {
                      address: guest.indirizzo_ope,
                      postalCode: guest.cap_ope,
                      town: guest.comune_ope,
                      province: guest.sigla_provincia_ope,
                      country: guest.cod_nazione_ope,
                    },
                    language,
                  )}
                </p>
              ) : (
                <p>{text('checkout.guest.empty')}</p>
              )}
              <div className={styles.row}>
                <Button variant="secondary" onClick={() => setGuestOpen(true)}>
                  {text(guest ? 'checkout.guest.edit' : 'checkout.guest.fill')}
                </Button>
                <TextLink to={paths.accountLogin(paths.checkout())}>{text('checkout.guest.login')}</TextLink>
              </div>
              <div className={styles.row}>
                <CheckField label={text('checkout.privacy')} {...form.register('privacy')} error={form.errorOf('privacy')} />
                <button type="button" className={styles.linkButton} onClick={() => openContentModal('privacy')}>
                  {text('checkout.privacy.read')}
                </button>
              </div>
            </section>
          )}
        </div>
        <OrderSummary
          quote={quote.status === 'ready' ? quote.quote : null}
          lines={quote.status === 'ready' && <SummaryLines quote={quote.quote} />}
        >
          <Button type="submit" block busy={busy}>
            {text('checkout.confirm')}
          </Button>
          <button type="button" className={styles.linkButton} onClick={() => openContentModal('terms-and-conditions')}>
            {text('checkout.terms')}
          </button>
        </OrderSummary>
      </form>
      <GuestFormModal open={guestOpen} initial={guest} onClose={() => setGuestOpen(false)} onApply={applyGuest} />
      <SharedInstanceMarker />
    </PageFrame>
  );
}
