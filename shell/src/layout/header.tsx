import { paths, showAlert, useLatestEvent } from '@shop/shared';
import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { HeaderSearch } from '../search/header-search';
import { BagIcon, HeartIcon, MenuIcon, UserIcon } from './icons';
import styles from './header.module.css';

export interface HeaderProps {
  menuOpen: boolean;
  onOpenMenu: () => void;
}

/** The top bar: menu, logo, search, favourites, account or login, and the cart with its piece count. */
export function Header({ menuOpen, onOpenMenu }: HeaderProps) {
  const intl = useIntl();
  const loggedIn = useLatestEvent('session:changed')?.loggedIn === true;
  const quantity = useLatestEvent('cart:changed')?.quantity ?? 0;
  const text = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);

  const openFavourites = (event: MouseEvent) => {
    if (loggedIn) return;
    event.preventDefault();
    showAlert({ severity: 'warning', message: text('shell.favourites.loginRequired') });
  };

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <button
          type="button"
          className={`${styles.icon} ${styles.burger}`}
          aria-label={text('shell.menu.open')}
          aria-expanded={menuOpen}
          aria-controls="side-menu"
          onClick={onOpenMenu}
        >
          <MenuIcon />
        </button>
        <Link to={paths.home()} className={styles.logo}>
          {text('shell.brand')}
        </Link>
        <nav className={styles.tools} aria-label={text('shell.header.label')}>
          <HeaderSearch />
          <Link to={paths.itemsFavorites()} className={styles.icon} aria-label={text('shell.favourites')} onClick={openFavourites}>
            <HeartIcon />
          </Link>
          <Link
            to={loggedIn ? paths.account() : paths.accountLogin()}
            className={styles.icon}
            aria-label={text(loggedIn ? 'shell.account' : 'shell.login')}
          >
            <UserIcon />
          </Link>
          <Link to={paths.cart()} className={styles.icon} aria-label={text('shell.cart', { count: quantity })}>
            <BagIcon />
            {quantity > 0 && (
              <span className={styles.badge} aria-hidden="true" data-testid="cart-badge">
                {quantity > 99 ? '99+' : quantity}
              </span>
            )}
          </Link>
        </nav>
      </div>
    </header>
  );
}
