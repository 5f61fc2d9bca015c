import { countryName, languageAtom, type Address, type User } from '@shop/shared';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import styles from './checkout.module.css';

function AddressLines({ address }: { address: Address }) {
  const language = useAtomValue(languageAtom);
  return (
    <address className={styles.address}>
      {[address.name, address.surname].filter(Boolean).join(' ')}
      {address.company && <br />}
      {address.company}
      <br />
      {address.address}
      <br />
      {[address.postalCode, address.town, address.state].filter(Boolean).join(' ')}
      <br />
      {countryName(address.country, language)}
    </address>
  );
}

/** The logged-in customer's contact and addresses as the order will use them. */
export function CustomerDetails({ user }: { user: User }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <div className={styles.cards}>
      <section className={styles.card} aria-labelledby="checkout-contact">
        <h2 id="checkout-contact">{text('checkout.contact')}</h2>
        <p>
          {[user.name, user.surname].filter(Boolean).join(' ')}
          <br />
          {user.email}
          {user.phone && <br />}
          {user.phone}
        </p>
      </section>
      <section className={styles.card} aria-labelledby="checkout-shipping">
        <h2 id="checkout-shipping">{text('checkout.shipping')}</h2>
        <AddressLines address={user.destination} />
      </section>
      <section className={styles.card} aria-labelledby="checkout-billing">
        <h2 id="checkout-billing">{text('checkout.billing')}</h2>
        {user.billing ? <AddressLines address={user.billing} /> : <p>{text('checkout.billing.same')}</p>}
      </section>
    </div>
  );
}
