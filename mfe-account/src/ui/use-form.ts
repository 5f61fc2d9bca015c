import { MESSAGES } from '@shop/shared';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { z } from 'zod';

const keyOfMessage = new Map<string, string>(Object.entries(MESSAGES).map(([key, text]) => [text, key]));

/** SPEC's Italian messages in the interface language; any other text (a server's) as it is. */
export function useMessageText(): (text: string) => string {
  const intl = useIntl();
  return useCallback(
    (text: string) => {
      const key = keyOfMessage.get(text);
      const id = key ? `msg.${key}` : undefined;
      return id && intl.messages[id] ? intl.formatMessage({ id }) : text;
    },
    [intl],
  );
}

/** The first message per field path ('destination.town') of a zod check. */
export function fieldErrors(schema: z.ZodType, values: unknown): Map<string, string> {
  const result = schema.safeParse(values);
  const errors = new Map<string, string>();
  if (!result.success) {
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (!errors.has(path)) errors.set(path, issue.message);
    }
  }
  return errors;
}

/**
 * Errors of a form checked with a shared contract, shown only for touched fields (or all of them
 * after a submit attempt), in the interface language.
 */
export function useFormErrors(schema: z.ZodType, values: unknown) {
  const translate = useMessageText();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const errors = useMemo(() => fieldErrors(schema, values), [schema, values]);
  const touch = useCallback((path: string) => setTouched((previous) => (previous.has(path) ? previous : new Set(previous).add(path))), []);
  const errorOf = (path: string): string | undefined => {
    const message = errors.get(path);
    return message && (submitted || touched.has(path)) ? translate(message) : undefined;
  };
  return { errors, errorOf, touch, submitted, setSubmitted, valid: errors.size === 0, translate };
}
