import { apiClient, SUGGEST_MIN_LENGTH, type SuggestReply } from '@shop/shared';
import { useEffect, useState } from 'react';

/** Waits this long after the last keystroke before asking, so a fast typist sends one call. */
const PAUSE_MS = 150;

export type Suggestions = { status: 'idle' } | { status: 'loading' } | { status: 'error' } | { status: 'done'; reply: SuggestReply };

/**
 * Suggestions for the keyword as typed. An answer counts only for the keyword it was asked for:
 * one for an earlier keystroke is never shown (the call is aborted, and its keyword compared).
 */
export function useSuggestions(keyword: string, language: string): Suggestions {
  const wanted = keyword.trim();
  const [answer, setAnswer] = useState<{ keyword: string; language: string; result: Suggestions } | null>(null);

  useEffect(() => {
    if (wanted.length < SUGGEST_MIN_LENGTH) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiClient.post<SuggestReply>('API/suggest', { keyword: wanted }, { signal: controller.signal }).then(
        (reply) => setAnswer({ keyword: wanted, language, result: { status: 'done', reply } }),
        () => {
          if (!controller.signal.aborted) setAnswer({ keyword: wanted, language, result: { status: 'error' } });
        },
      );
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [wanted, language]);

  if (wanted.length < SUGGEST_MIN_LENGTH) return { status: 'idle' };
  if (!answer || answer.keyword !== wanted || answer.language !== language) return { status: 'loading' };
  return answer.result;
}
