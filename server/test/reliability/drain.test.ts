import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeFigures } from './figures';
import { API } from './shopper';
import { startShopProcess, type ShopProcess } from './shop-process';

/** A request sent by hand, so that its body can stop halfway and go on later. */
function halfSentRequest(origin: string, body: string) {
  const { hostname, port } = new URL(origin);
  const socket = net.connect(Number(port), hostname);
  let reply = '';
  socket.on('data', (chunk: Buffer) => (reply += chunk.toString()));
  const ended = new Promise<string>((resolve) => socket.on('close', () => resolve(reply)));
  const half = Math.floor(body.length / 2);
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('connect', () => {
      socket.write(
        `POST ${API}/AccountAction/contact HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
      );
      resolve();
    });
  });
  return { opened, finish: () => socket.write(body.slice(half)), ended };
}

const until = async (check: () => boolean, what: string, timeoutMs = 15_000) => {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`${what}: not seen in time`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('SIGTERM drains the server', () => {
  let dataDir = '';
  let shop: ShopProcess | undefined;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'shop-drain-'));
  });
  afterAll(async () => {
    await shop?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the request in flight, takes no new connection and exits cleanly within the bound', async () => {
    // At debug level the server logs each request as it comes in.
    shop = await startShopProcess({ dataDir, env: { LOG_LEVEL: 'debug' } });
    const origin = shop.origin;
    const body = JSON.stringify({ nome: 'Anna', cognome: 'Galli', email: 'anna@example.com', messaggio: 'Una domanda sulle taglie.' });
    const inFlight = halfSentRequest(origin, body);
    await inFlight.opened;
    // The server has logged the request's head: it is in flight when the signal comes.
    const arrived = (line: string) => line.includes(`"url":"${API}/AccountAction/contact"`) && line.includes('"msg":"incoming request"');
    await until(() => shop!.output().split('\n').some(arrived), 'the request in the log');

    const signalled = Date.now();
    const stopped = shop.stop();
    await until(() => shop!.output().includes('shutting down'), 'the shutdown log line');
    const refused = await fetch(`${origin}/healthz`).then(
      () => false,
      () => true,
    );
    inFlight.finish();
    const reply = await inFlight.ended;
    await stopped;
    const exitMs = Date.now() - signalled;

    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(reply)?.[1]);
    writeFigures('sigterm-drain', { inFlightStatus: status, newConnectionRefused: refused, exitCode: shop.exitCode(), exitMs });
    // Answered by the shop itself (its contract's verdict), not cut off.
    expect(reply).toMatch(/^HTTP\/1\.1 (200|400) /);
    expect(reply).toContain('"error"');
    expect(refused).toBe(true);
    expect(shop.exitCode()).toBe(0);
    expect(exitMs).toBeLessThan(20_000);
  }, 120_000);
});
