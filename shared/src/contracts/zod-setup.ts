import { z } from 'zod';

/**
 * In the browser zod must not probe for `new Function` (its faster compiled parsers): the shop's
 * Content-Security-Policy forbids eval, and the probe alone is reported as a violation. The setting
 * is global to every copy of zod on the page. The server keeps the compiled parsers.
 */
if ('document' in globalThis) z.config({ jitless: true });
