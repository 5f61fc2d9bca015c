import type { FastifyInstance } from 'fastify';

/**
 * A request with a body must deliver it whole within `ms`: a client that trickles its body a byte at
 * a time would otherwise hold a connection (and its memory) for as long as it likes. Its connection
 * is closed; nothing of the request runs.
 */
export function registerBodyTimeout(app: FastifyInstance, ms: number): void {
  const timers = new WeakMap<object, NodeJS.Timeout>();
  const clear = (request: { raw: object }) => {
    clearTimeout(timers.get(request.raw));
    timers.delete(request.raw);
  };
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') {
      const timer = setTimeout(() => {
        request.log.warn({ url: request.url, ms }, 'request body not received in time: connection closed');
        request.raw.destroy();
      }, ms);
      timer.unref();
      timers.set(request.raw, timer);
    }
    done();
  });
  // The body has been read and parsed once validation starts; a request that ends early clears too.
  app.addHook('preValidation', (request, _reply, done) => {
    clear(request);
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    clear(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    clear(request);
    done();
  });
}
