/** The action name every bot-check token is asked for (SPEC section 7). */
export const BOT_CHECK_ACTION = 'newsletter';

interface ReCaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

let siteKey: string | null = null;

/**
 * Set from the runtime manifest: with a site key the reCAPTCHA v3 script is loaded once; without
 * one the bot check is off and every token is null.
 */
export function setBotCheckSiteKey(key: string | null): void {
  siteKey = key;
  if (!key || typeof document === 'undefined' || document.getElementById('recaptcha-script')) return;
  const script = document.createElement('script');
  script.id = 'recaptcha-script';
  script.async = true;
  script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(key)}`;
  document.head.append(script);
}

/**
 * A reCAPTCHA v3 token for login, registration and the newsletter, or null. With no site key the
 * check is off; with one but the script not ready, the problem is logged and null is sent
 * (SPEC section 8, 'Bot check not ready'): the server decides.
 */
export async function botCheckToken(): Promise<string | null> {
  const key = siteKey;
  if (!key) return null;
  const grecaptcha = (window as { grecaptcha?: ReCaptcha }).grecaptcha;
  if (!grecaptcha) {
    console.warn('bot check not ready: a null token is sent');
    return null;
  }
  try {
    return await new Promise<string>((resolve, reject) => {
      grecaptcha.ready(() => void grecaptcha.execute(key, { action: BOT_CHECK_ACTION }).then(resolve, reject));
    });
  } catch (error) {
    console.warn('bot check failed: a null token is sent', error);
    return null;
  }
}
