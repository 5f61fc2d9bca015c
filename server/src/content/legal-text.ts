import type { Container, LanguageCode } from '@shop/shared/contracts';
import { sanitiseHtml } from '../core/sanitise-html';

/** A privacy text slower than this is not waited for: the local container is shown instead. */
export const LEGAL_TEXT_TIMEOUT_MS = 2500;

interface Logger {
  warn(object: object, message: string): void;
}

/**
 * The privacy policy HTML from the third-party legal-text service (GET, JSON with a `content`
 * field), sanitised; null when the service fails, is slow or answers nothing usable.
 * `{language}` in the address becomes it or en.
 */
export async function fetchLegalText(
  url: string,
  language: LanguageCode,
  log?: Logger,
  timeoutMs = LEGAL_TEXT_TIMEOUT_MS,
): Promise<string | null> {
  const address = url.replaceAll('{language}', language === 'eng' ? 'en' : 'it');
  try {
    const response = await fetch(address, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const body: unknown = await response.json();
    const content = typeof body === 'object' && body !== null && 'content' in body ? body.content : undefined;
    if (typeof content !== 'string') throw new Error('no content field');
    const html = sanitiseHtml(content);
    if (!html) throw new Error('empty content');
    return html;
  } catch (error) {
    log?.warn(
      { url: address, reason: error instanceof Error ? error.message : String(error) },
      'legal-text service failed, local privacy text used',
    );
    return null;
  }
}

/** The privacy container with the service's text when one is configured and answers; otherwise as stored. */
export async function withLegalText(
  container: Container,
  legalTextUrl: string | undefined,
  language: LanguageCode,
  log?: Logger,
): Promise<Container> {
  if (!legalTextUrl) return container;
  const html = await fetchLegalText(legalTextUrl, language, log);
  return html ? { ...container, description: html } : container;
}
