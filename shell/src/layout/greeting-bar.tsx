import { Button, sessionAtom } from '@shop/shared';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useLogout } from './use-logout';
import styles from './greeting-bar.module.css';

/** 'Ciao, Giulia' with a logout link, while someone is logged in. */
export function GreetingBar() {
  const intl = useIntl();
  const { loggedIn, user } = useAtomValue(sessionAtom);
  const logout = useLogout();
  if (!loggedIn || !user) return null;
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
