/** Socket errors that mean the database server cannot be reached. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * Postgres error classes that mean "not now" rather than a fault of the request: connection
 * exceptions (08), too many connections (53300), shutting down or starting (57P01-57P03),
 * a statement cancelled by its timeout (57014), and a transaction the database gave up to let others
 * through (40001 serialization, 40P01 deadlock): trying again shortly is the right answer to all.
 */
const isUnavailableState = (code: string) =>
  code.startsWith('08') || code === '53300' || /^57P0[1-3]$/.test(code) || code === '57014' || code === '40001' || code === '40P01';

/** Messages of the pg driver and pool when the connection is missing, lost or silent. */
const DRIVER_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'is not queryable',
  'Client was closed and is not queryable',
  'Connection refused',
];

/**
 * Whether an error (or any error it wraps: drizzle's query error, an AggregateError of connection
 * attempts) means the database is unreachable or not answering, so the request should get a 503.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isUnavailableState(code)))) return true;
  if (typeof message === 'string' && DRIVER_MESSAGES.some((text) => message.includes(text))) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
