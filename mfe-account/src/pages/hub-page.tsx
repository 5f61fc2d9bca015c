import { PageFrame, paths } from '@shop/shared';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useSessionState } from '../session/use-session';
import { LoginRequired } from './login-required';
import { PageLoading } from './page-loading';
import styles from './pages.module.css';

const tiles = [
  { to: paths.accountView(), title: 'hub.view', text: 'hub.viewText' },
  { to: paths.accountOrders(), title: 'hub.orders', text: 'hub.ordersText' },
  { to: paths.itemsFavorites(), title: 'hub.favourites', text: 'hub.favouritesText' },
] as const;

/** /account: three tiles for a customer, a login prompt for a visitor. */
export function HubPage() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const { state, user } = useSessionState();
  return (
    <PageFrame title={text('account.hub')} eyebrow={text('account.section')}>
      {state === 'checking' && <PageLoading lines={3} />}
      {state === 'visitor' && <LoginRequired />}
      {state === 'customer' && (
        <>
          <p className={styles.intro}>{intl.formatMessage({ id: 'hub.welcome' }, { name: user?.name ?? '' })}</p>
          <ul className={styles.tiles}>
            {tiles.map((tile) => (
              <li key={tile.to}>
                <Link className={styles.tile} to={tile.to}>
                  <h2 className={styles.tileTitle}>{text(tile.title)}</h2>
                  <p className={styles.tileText}>{text(tile.text)}</p>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </PageFrame>
  );
}
