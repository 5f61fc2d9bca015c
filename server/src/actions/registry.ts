import type { ActionHandlers, ActionLimit } from './context';
import { updateFavorites } from './favourites-actions';
import { login, logout, storedSession } from './session-actions';

/**
 * The AccountAction handlers, one per action. An action not listed here answers 404, so the
 * contract can name an action before its handler exists.
 */
export const accountActionHandlers: ActionHandlers = {
  login,
  logout,
  storedSession,
  updateFavorites,
};

/** Actions open to abuse are limited per client address. */
export const accountActionLimits: Partial<Record<keyof ActionHandlers, ActionLimit>> = {
  login: { max: 10, minutes: 1 },
};
