import { Backdrop, Button, DialogLayer, languageAtom, paths, useLatestEvent } from '@shop/shared';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { CloseIcon } from '../layout/icons';
import { useLogout } from '../layout/use-logout';
import { LanguageSwitch } from './language-switch';
import { useCatalogueMenu } from './catalogue-menu';
import type { MenuEntry } from './menu-entries';
import styles from './side-menu.module.css';

/** The side menu drawer: catalogue links, the language switch and, when logged in, logout. Open while mounted. */
export function SideMenu({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const titleId = useId();
  const loggedIn = useLatestEvent('session:changed')?.loggedIn === true;
  const entries = useCatalogueMenu(useAtomValue(languageAtom));
  const logout = useLogout();

  return (
    <DialogLayer onCancel={onClose} id="side-menu" aria-labelledby={titleId} className={styles.layer}>
      <Backdrop className={styles.backdrop} onClick={onClose} />
      <div className={styles.drawer}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {intl.formatMessage({ id: 'shell.menu.title' })}
          </h2>
          <button type="button" className={styles.close} aria-label={intl.formatMessage({ id: 'shell.menu.close' })} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-labelledby={titleId} data-slot="catalogue-menu">
          <MenuList entries={entries} onNavigate={onClose} />
        </nav>
        <div className={styles.footer}>
          <LanguageSwitch />
          {loggedIn && (
            <Button variant="secondary" onClick={() => void logout(paths.items())}>
              {intl.formatMessage({ id: 'shell.menu.logout' })}
            </Button>
          )}
        </div>
      </div>
    </DialogLayer>
  );
}

function MenuList({ entries, onNavigate }: { entries: MenuEntry[]; onNavigate: () => void }) {
  const intl = useIntl();
  return (
    <ul className={styles.list}>
      {entries.map((entry) => {
        const label = entry.text ?? intl.formatMessage({ id: entry.label });
        if (!entry.to) {
          return (
            <li key={entry.label}>
              <details className={styles.group}>
                <summary className={styles.link}>{label}</summary>
                {entry.items && <MenuList entries={entry.items} onNavigate={onNavigate} />}
              </details>
            </li>
          );
        }
        return (
          <li key={entry.to}>
            <NavLink to={entry.to} end className={styles.link} onClick={onNavigate}>
              {label}
            </NavLink>
            {entry.items && <MenuList entries={entry.items} onNavigate={onNavigate} />}
          </li>
        );
      })}
    </ul>
  );
}
