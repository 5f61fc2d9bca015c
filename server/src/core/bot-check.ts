import type { AppConfig } from './config';

/** The action name the storefront asks its bot-check tokens for (SPEC section 7). */
export const BOT_CHECK_ACTION = 'newsletter';

interface SiteVerifyReply {
  success?: boolean;
  score?: number;
  action?: string;
}

/**
 * reCAPTCHA v3 siteverify. Without a configured secret the check is off and every call passes;
 * with one, a missing token, a failed verification, a low score or another action fails it.
 */
export async function passesBotCheck(
  settings: AppConfig['botCheck'],
  token: string | null | undefined,
  remoteIp: string,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  if (!settings.secret) return true;
  if (!token) return false;
  try {
    const response = await fetchImpl(settings.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: settings.secret, response: token, remoteip: remoteIp }).toString(),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) return false;
    const reply = (await response.json()) as SiteVerifyReply;
    if (reply.success !== true) return false;
    if (reply.action !== undefined && reply.action !== BOT_CHECK_ACTION) return false;
    return (reply.score ?? 0) >= settings.minScore;
  } catch {
    return false;
  }
}
