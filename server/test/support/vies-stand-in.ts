import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the stand-in answers a number (prefix and number, as VIES writes it: EL for Greece). */
export type ViesBehaviour =
  | { kind: 'registered'; name: string }
  /** HTTP 500 with VIES's error body, as when the service itself fails. */
  | { kind: 'error' }
  /** A 200 that cannot say: the member state's service is overloaded. */
  | { kind: 'busy' }
  /** Answers valid, but only after this long. */
  | { kind: 'slow'; ms: number };

export interface ViesStandIn {
  /** The base address, what VIES_URL holds. */
  url: string;
  /** Requests received per number (EL094259216), whatever the answer. */
  asked: Map<string, number>;
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return JSON.parse(text) as unknown;
}

const send = (response: ServerResponse, status: number, body: object) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

/**
 * A local HTTP server speaking the VIES REST protocol: POST /check-vat-number with
 * { countryCode, vatNumber }, answering { countryCode, vatNumber, requestDate, valid, name, address }
 * or, on failure, { actionSucceed: false, errorWrappers: [{ error }] }. A number it was not told of is
 * not registered (valid: false, userError INVALID).
 */
export async function startViesStandIn(numbers: Record<string, ViesBehaviour>): Promise<ViesStandIn> {
  const asked = new Map<string, number>();
  const pending = new Set<NodeJS.Timeout>();
  const server: Server = createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/check-vat-number') return send(response, 404, { actionSucceed: false });
    bodyOf(request)
      .then((body) => {
        const { countryCode, vatNumber } = body as { countryCode?: unknown; vatNumber?: unknown };
        if (typeof countryCode !== 'string' || typeof vatNumber !== 'string')
          return send(response, 400, { actionSucceed: false, errorWrappers: [{ error: 'INVALID_INPUT' }] });
        const key = `${countryCode}${vatNumber}`;
        asked.set(key, (asked.get(key) ?? 0) + 1);
        const behaviour = numbers[key];
        const answer = { countryCode, vatNumber, requestDate: new Date().toISOString() };
        if (behaviour?.kind === 'error')
          return send(response, 500, { actionSucceed: false, errorWrappers: [{ error: 'SERVICE_UNAVAILABLE' }] });
        if (behaviour?.kind === 'busy')
          return send(response, 200, { ...answer, valid: false, userError: 'MS_MAX_CONCURRENT_REQ', name: '---' });
        if (behaviour?.kind === 'slow') {
          const timer = setTimeout(() => {
            pending.delete(timer);
            send(response, 200, { ...answer, valid: true, userError: 'VALID', name: 'Lenta S.A.' });
          }, behaviour.ms);
          pending.add(timer);
          return undefined;
        }
        if (behaviour?.kind === 'registered')
          return send(response, 200, { ...answer, valid: true, userError: 'VALID', name: behaviour.name, address: '---' });
        return send(response, 200, { ...answer, valid: false, userError: 'INVALID', name: '---', address: '---' });
      })
      .catch(() => send(response, 400, { actionSucceed: false, errorWrappers: [{ error: 'INVALID_INPUT' }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    asked,
    async close() {
      for (const timer of pending) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
