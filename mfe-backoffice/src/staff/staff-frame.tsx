import { Button, paths } from '@shop/shared';
import { useIntl } from 'react-intl';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useStaffSessionId } from './session';
import { staffLogout } from './staff-api';
import styles from './staff-frame.module.css';

/** The staff pages' frame: the top bar, or 'Accesso negato' without a staff session. */
export function StaffFrame() {
  const intl = useIntl();
  const session = useStaffSessionId();
  const location = useLocation();
  const navigate = useNavigate();
  const t = (id: string) => intl.formatMessage({ id });

  if (!session) {
    return (
      <div className={styles.denied} role="alert">
        <p className={styles.deniedText}>{t('backoffice.denied')}</p>
        <Link className={styles.loginLink} to={paths.backofficeLogin()} state={{ from: location.pathname + location.search }}>
          {t('backoffice.login.link')}
        </Link>
      </div>
    );
  }

  const logout = async () => {
    await staffLogout().catch(() => undefined);
    void navigate(paths.backofficeLogin());
  };

  return (
    <div className={styles.frame}>
      <header className={styles.bar}>
        <Link className={styles.brand} to={paths.backofficeArticles()}>
          {t('backoffice.section')}
        </Link>
        <nav className={styles.nav} aria-label={t('backoffice.nav')}>
          <NavLink end className={styles.navLink} to={paths.backofficeArticles()}>
            {t('backoffice.articles')}
          </NavLink>
          <NavLink className={styles.navLink} to={paths.backofficeContents()}>
            {t('backoffice.contents')}
          </NavLink>
          <NavLink className={styles.navLink} to={paths.backofficeOrders()}>
            {t('backoffice.orders')}
          </NavLink>
          <NavLink className={styles.navLink} to={paths.backofficeInvoices()}>
            {t('backoffice.invoices')}
          </NavLink>
          <NavLink className={styles.navLink} to={paths.backofficeReleases()}>
            {t('backoffice.releases')}
          </NavLink>
          <Button variant="ghost" size="small" onClick={() => void logout()}>
            {t('backoffice.logout')}
          </Button>
        </nav>
      </header>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
