import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { freePort } from '../support/free-port';
import { HAPROXY, startBalancer, type Balancer } from './balancer';

const run = existsSync(HAPROXY) ? describe : describe.skip;

/** A stand-in for a shop instance: ready, and answering every other request with the headers it got. */
function echoInstance(opsToken: string): Server {
  return createServer((request, response) => {
    request.resume();
    if (request.url === '/readyz' && request.headers.authorization !== `Bearer ${opsToken}`) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(request.headers));
  });
}

/** One request on a connection of its own, closed with the answer. */
function headersSeen(url: string, headers: Record<string, string>): Promise<IncomingHttpHeaders> {
  return new Promise((resolve, reject) => {
    get(url, { headers, agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve(JSON.parse(body) as IncomingHttpHeaders));
    }).on('error', reject);
  });
}

/**
 * Opens a connection; answers once it is open or has been closed (a refused one may be reset before
 * the client sees it open), and tells later whether the other side closed it.
 */
function openConnection(port: number): Promise<{ socket: Socket; closed: () => boolean }> {
  return new Promise((resolve) => {
    let closed = false;
    const socket = connect(port, '127.0.0.1');
    const settle = () => resolve({ socket, closed: () => closed });
    const close = () => {
      closed = true;
      settle();
    };
    socket.once('connect', settle);
    socket.on('end', close);
    socket.on('close', close);
    socket.on('error', close);
  });
}

/** deploy/haproxy.cfg at the edge: what a client may and may not do through it. */
run('the load balancer at the edge (haproxy with deploy/haproxy.cfg)', () => {
  const opsToken = randomBytes(16).toString('hex');
  let instances: Server[] = [];
  let balancer: Balancer | undefined;
  let port = 0;

  beforeAll(async () => {
    instances = [echoInstance(opsToken), echoInstance(opsToken), echoInstance(opsToken)];
    await Promise.all(instances.map((server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))));
    port = await freePort();
    const origins = instances.map((server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    balancer = await startBalancer({ port, instances: origins, opsToken });
  }, 60_000);
  afterAll(async () => {
    await balancer?.stop();
    await Promise.all(instances.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it('drops the X-Forwarded-Host a client writes and says how the request came', async () => {
    const seen = await headersSeen(`${balancer!.origin}/robots.txt`, { 'x-forwarded-host': 'altrove.example', host: 'altrove.example' });
    expect(seen['x-forwarded-host']).toBeUndefined();
    expect(seen['x-forwarded-proto']).toBe('http');
    expect(seen['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('keeps at most 100 connections of one client address open, and takes new ones once they close', async () => {
    const opened: Awaited<ReturnType<typeof openConnection>>[] = [];
    try {
      for (let i = 0; i < 120; i += 1) opened.push(await openConnection(port));
      // A refused connection is closed by the balancer as soon as it is accepted.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const kept = opened.filter((connection) => !connection.closed()).length;
      // 100 with this client's other connections still open (the start-up check's keep-alive one); the
      // rest were closed at once, not queued.
      expect(kept).toBeLessThanOrEqual(100);
      expect(kept).toBeGreaterThanOrEqual(98);
    } finally {
      for (const { socket } of opened) socket.destroy();
    }
    let answered = false;
    for (let attempt = 0; attempt < 50 && !answered; attempt += 1) {
      answered = await headersSeen(`${balancer!.origin}/healthz`, {}).then(
        () => true,
        () => false,
      );
      if (!answered) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(answered).toBe(true);
  }, 30_000);
});
