import { accountAction, askConfirm, endSessionAtom, paths } from '@shop/shared';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';

/**
 * Logout per SPEC: asks 'Vuoi davvero uscire?', then tells the server, clears the token, the cart
 * and the country, and goes to the login page (or where the caller says, e.g. /items from the menu).
 */
export function useLogout(): (destination?: string) => Promise<void> {
  const intl = useIntl();
  const navigate = useNavigate();
  const endSession = useSetAtom(endSessionAtom);

  return useCallback(
    async (destination = paths.accountLogin()) => {
      const confirmed = await askConfirm(intl.formatMessage({ id: 'shell.logout.confirm' }));
      if (!confirmed) return;
      // The call reads the token now, before it is cleared; the local logout does not wait for it.
      accountAction('logout', {}).catch(() => undefined);
      endSession();
      navigate(destination);
    },
    [intl, navigate, endSession],
  );
}
