import { askConfirm, logOut, paths } from '@shop/shared';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';

/**
 * Logout per SPEC: asks 'Vuoi davvero uscire?', then logs out with the account team's action
 * (the server is told; token, cart and country are cleared) and goes to the login page (or where
 * the caller says, e.g. /items from the menu).
 */
export function useLogout(): (destination?: string) => Promise<void> {
  const intl = useIntl();
  const navigate = useNavigate();

  return useCallback(
    async (destination = paths.accountLogin()) => {
      const confirmed = await askConfirm(intl.formatMessage({ id: 'shell.logout.confirm' }));
      if (!confirmed) return;
      logOut();
      navigate(destination);
    },
    [intl, navigate],
  );
}
