import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

/** A request slower than this is logged whatever LOG_REQUESTS says (short of 'none'). */
export const SLOW_REQUEST_MS = 1000;

/**
 * One log line per answered request, in place of Fastify's two (one as it comes, one as it is
 * answered): method, address without secrets, client, status and time, with the request id. With
 * LOG_REQUESTS=errors only refusals, failures and slow requests are logged; with 'none', none (a
 * proxy in front usually logs every request already). Errors are logged by the error handler either way.
 */
export function registerRequestLog(app: FastifyInstance, mode: AppConfig['logRequests']): void {
  // At LOG_LEVEL=debug a request also gets a line as it comes in, to see the ones still under way.
  if (app.log.level === 'debug' || app.log.level === 'trace') {
    app.addHook('onRequest', (request, _reply, done) => {
      request.log.debug({ req: request }, 'incoming request');
      done();
    });
  }
  if (mode === 'none') return;
  // A plain callback, not an async function: it runs on every reply.
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    if (mode === 'all' || status >= 400 || ms >= SLOW_REQUEST_MS) {
      // The logger's serializers write the request's fields (requestLogFields) and the status.
      request.log.info({ req: request, res: reply, responseTime: Math.round(ms * 10) / 10 }, 'request completed');
    }
    done();
  });
}

/** Writes out what the asynchronous log stream still holds (the server is closing). */
export function flushLog(stream: { flushSync(): void }, done: () => void): void {
  try {
    stream.flushSync();
  } catch {
    // Not open yet, or already ended: nothing is waiting.
  }
  done();
}
