function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Made once when this module is evaluated. The shell and every remote print it, so a test can prove
 * that they all share one copy of @shop/shared (and so one bus, one store).
 */
export const sharedInstanceId: string = randomId();
