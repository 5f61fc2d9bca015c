import { Button, paths, STAFF_SESSION_QUERY } from '@shop/shared';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, NavLink, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { setStaffSessionId, useStaffSessionId } from './session';
import { staffLogout } from './staff-api';
import styles from './staff-frame.module.css';

/** A session id passed in the link (?wosid=) is kept in session storage and taken out of the address. */
function useSessionFromLink() {
  const [params, setParams] = useSearchParams();
  const passed = params.get(STAFF_SESSION_QUERY);
  useEffect(() => {
    if (!passed) return;
    setStaffSessionId(passed);
    const rest = new URLSearchParams(params);
    rest.delete(STAFF_SESSION_QUERY);
    setParams(rest, { replace: true });
  }, [passed, params, setParams]);
  return passed;
}

/** The staff pages' frame: the top bar, or 'Accesso negato' without a staff session. */
export function StaffFrame() {
  const intl = useIntl();
  const session = useStaffSessionId();
  const passed = useSessionFromLink();
  const location = useLocation();
  const navigate = useNavigate();
  const t = (id: string) => intl.formatMessage({ id });

  if (!session && !passed) {
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
          <NavLink
            className={styles.navLink}
            to={`${paths.backofficeContents()}?${STAFF_SESSION_QUERY}=${encodeURIComponent(session ?? passed ?? '')}`}
          >
            {t('backoffice.contents')}
          </NavLink>
          <NavLink className={styles.navLink} to={paths.backofficeOrders()}>
            {t('backoffice.orders')}
          </NavLink>
          <NavLink className={styles.navLink} to={paths.backofficeInvoices()}>
            {t('backoffice.invoices')}
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
