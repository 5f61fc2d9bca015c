import { askConfirm, failureMessage, favouritesAtom, paths, showAlert, shopStore, toggleFavourite } from '@shop/shared';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import styles from './favourite-button.module.css';

export interface FavouriteButtonProps {
  codArticolo: string;
  /** Shows the label beside the heart (product detail). */
  withText?: boolean;
}

/**
 * The favourites heart: a visitor gets SPEC's warning with the way to log in (and back to this page);
 * a customer's list is saved on the server.
 */
export function FavouriteButton({ codArticolo, withText = false }: FavouriteButtonProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const favourites = useAtomValue(favouritesAtom, { store: shopStore });
  const [busy, setBusy] = useState(false);
  const on = favourites.includes(codArticolo);
  const label = intl.formatMessage({ id: on ? 'catalog.favourite.remove' : 'catalog.favourite.add' });

  const toggle = async () => {
    setBusy(true);
    try {
      const outcome = await toggleFavourite(codArticolo);
      if (outcome === 'login-required') {
        const login = await askConfirm(intl.formatMessage({ id: 'catalog.favourite.loginRequired' }), {
          severity: 'warning',
          okLabel: intl.formatMessage({ id: 'catalog.favourite.login' }),
        });
        if (login) void navigate(paths.accountLogin(`${location.pathname}${location.search}`));
      }
    } catch (error) {
      showAlert({ message: failureMessage(error, intl.formatMessage({ id: 'catalog.favourite.failed' })), severity: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={withText ? styles.withText : styles.heart}
      aria-pressed={on}
      aria-label={withText ? undefined : label}
      disabled={busy}
      onClick={() => void toggle()}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className={on ? styles.filled : undefined}>
        <path d="M12 20.3 4.6 13a4.6 4.6 0 0 1 0-6.6 4.7 4.7 0 0 1 6.6 0l.8.8.8-.8a4.7 4.7 0 0 1 6.6 0 4.6 4.6 0 0 1 0 6.6Z" />
      </svg>
      {withText && <span>{label}</span>}
    </button>
  );
}
