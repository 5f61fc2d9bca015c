import { Button, useLatestEvent } from '@shop/shared';
import { useIntl } from 'react-intl';
import { useLogout } from './use-logout';
import styles from './greeting-bar.module.css';

/** 'Ciao, Giulia' with a logout link, while someone is logged in. */
export function GreetingBar() {
  const intl = useIntl();
  const session = useLatestEvent('session:changed');
  const logout = useLogout();
  const user = session?.loggedIn ? session.user : null;
  if (!user) return null;
  const name = user.name || user.email;
  return (
    <div className={styles.bar} data-testid="greeting-bar">
      <p className={styles.greeting}>{intl.formatMessage({ id: 'shell.greeting' }, { name })}</p>
      <Button variant="link" onClick={() => void logout()}>
        {intl.formatMessage({ id: 'shell.logout' })}
      </Button>
    </div>
  );
}
