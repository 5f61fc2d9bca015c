import { Redis } from 'ioredis';

/**
 * The connection to REDIS_URL, open before the server takes requests: a shop told to share its
 * limits must not start counting alone. Commands fail at once while the connection is down (no
 * queue), so a Redis outage never holds requests; the callers decide what a failure means.
 */
export async function connectRedis(url: string, timeoutMs = 5_000): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: timeoutMs,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // Errors after the start are reported by the commands that meet them; without a listener ioredis logs each reconnect.
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw new Error(`REDIS_URL does not answer (${(error as Error).message}): the shop does not start without the limits it shares`, {
      cause: error,
    });
  }
  return redis;
}
