import { accountAction, isApiError, type ActionReply } from '@shop/shared';

export type NewsletterConfirmation = 'confirmed' | 'refused';

/** One call per link, however often the page asks (a link works once: a second call would be refused). */
const asked = new Map<string, Promise<NewsletterConfirmation>>();

async function send(token: string): Promise<NewsletterConfirmation> {
  try {
    const reply = await accountAction<ActionReply>('confirmNewsletter', { token });
    return reply.error ? 'refused' : 'confirmed';
  } catch (error) {
    // A malformed link is refused (400); too many requests or no answer is a failure worth retrying.
    if (isApiError(error) && error.status !== undefined && error.status >= 400 && error.status < 500 && error.status !== 429) {
      return 'refused';
    }
    throw error;
  }
}

/**
 * AccountAction/confirmNewsletter: subscribes the address the link was mailed to. 'refused' for a
 * link that is not valid, was used or ran out; a failure to reach the server throws (and may be retried).
 */
export function confirmNewsletter(token: string): Promise<NewsletterConfirmation> {
  let pending = asked.get(token);
  if (!pending) {
    pending = send(token);
    asked.set(token, pending);
    pending.catch(() => asked.delete(token));
  }
  return pending;
}
