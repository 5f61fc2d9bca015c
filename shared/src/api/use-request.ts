import { useAtomValue } from 'jotai';
import { startTransition, useCallback, useEffect, useEffectEvent, useState } from 'react';
import { countryAtom, languageAtom } from '../state/preference-atoms';
import { shopStore } from '../state/store';
import { isAbortError } from './api-error';

export type RequestState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: Error };

export type RequestResult<T> = RequestState<T> & { reload: () => void };

const loading = { status: 'loading', data: undefined, error: undefined } as const;

/**
 * Runs `load` when `key` changes (and when the language or country changes, since replies depend
 * on them), aborting the previous call. `key` identifies the request, e.g. its JSON. `initial` may
 * give the answer at once (one that came with the page): the first render then shows it, and the
 * first call is not made.
 */
export function useRequest<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  initial?: () => T | undefined,
  taken?: () => void,
): RequestResult<T> {
  const language = useAtomValue(languageAtom, { store: shopStore });
  const country = useAtomValue(countryAtom, { store: shopStore });
  const [attempt, setAttempt] = useState(0);
  const requestKey = `${key}|${language}|${country}|${attempt}`;
  const [state, setState] = useState<{ key: string; value: RequestState<T>; given?: boolean }>(() => {
    const data = initial?.();
    if (data === undefined) return { key: requestKey, value: loading };
    return { key: requestKey, value: { status: 'success', data, error: undefined }, given: true };
  });

  const run = useEffectEvent(load);
  const alreadyGiven = useEffectEvent((key: string) => state.given === true && state.key === key);
  const markTaken = useEffectEvent(() => taken?.());

  useEffect(() => {
    if (alreadyGiven(requestKey)) {
      // The answer `initial` looked at is now on screen: it is taken, and a later read asks the server.
      markTaken();
      return;
    }
    const controller = new AbortController();
    run(controller.signal).then(
      // An answer can fill a whole page: rendered as a transition, in slices that keep input responsive.
      (data) => startTransition(() => setState({ key: requestKey, value: { status: 'success', data, error: undefined } })),
      (error: unknown) => {
        if (isAbortError(error)) return;
        const value = error instanceof Error ? error : new Error(String(error));
        setState({ key: requestKey, value: { status: 'error', data: undefined, error: value } });
      },
    );
    return () => controller.abort();
  }, [requestKey]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  // A state left from the previous key is not this request's answer: it is still loading.
  const current = state.key === requestKey ? state.value : loading;
  return { ...current, reload };
}
