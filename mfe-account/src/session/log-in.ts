import {
  accountAction,
  adoptSavedCart,
  botCheckToken,
  loginReplySchema,
  sessionPayloadSchema,
  shopStore,
  startSessionAtom,
} from '@shop/shared';

/** What a login attempt came to: a session, or the server's message. */
export type LoginOutcome = { ok: true } | { ok: false; message: string | undefined };

/**
 * Starts the session of a token the server just gave (after a login or a registration): loads the
 * user, favourites and country, then merges the visitor's cart into the customer's saved one.
 */
export async function startSession(token: string): Promise<boolean> {
  const reply = sessionPayloadSchema.safeParse(await accountAction('storedSession', { xtstoredsession: token }));
  if (!reply.success || reply.data.error || !reply.data.user) return false;
  const { user, favorites, xtcountrycode, cart } = reply.data;
  shopStore.set(startSessionAtom, { token, user, favourites: favorites, country: xtcountrycode });
  await adoptSavedCart(cart);
  return true;
}

export async function logIn(email: string, password: string): Promise<LoginOutcome> {
  const reply = loginReplySchema.parse(await accountAction('login', { email, password, 'g-recaptcha-response': await botCheckToken() }));
  if (reply.error || !reply.xtstoredsession) return { ok: false, message: reply.message };
  return (await startSession(reply.xtstoredsession)) ? { ok: true } : { ok: false, message: undefined };
}
