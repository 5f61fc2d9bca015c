import { STAFF_SESSION_KEY } from '@shop/shared/staff';
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The staff session id kept in this tab's session storage, or null. */
export function staffSessionId(): string | null {
  return storage()?.getItem(STAFF_SESSION_KEY) ?? null;
}

export function setStaffSessionId(id: string | null): void {
  const store = storage();
  if (id) store?.setItem(STAFF_SESSION_KEY, id);
  else store?.removeItem(STAFF_SESSION_KEY);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useStaffSessionId(): string | null {
  return useSyncExternalStore(subscribe, staffSessionId, () => null);
}
