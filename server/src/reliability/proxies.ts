import http from 'node:http';
import net from 'node:net';

const listen = (server: net.Server | http.Server, port = 0) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });

const closed = (server: net.Server | http.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

export interface RoundRobin {
  origin: string;
  /** Which instance (0, 1, ...) served each request, in order. */
  served: number[];
  close(): Promise<void>;
}

/** A plain HTTP load balancer: each request goes to the next instance in turn; Host is kept. */
export async function startRoundRobin(origins: string[]): Promise<RoundRobin> {
  const targets = origins.map((origin) => new URL(origin));
  const served: number[] = [];
  let next = 0;
  const server = http.createServer((request, response) => {
    const index = next++ % targets.length;
    const target = targets[index]!;
    served.push(index);
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502).end('bad gateway');
      else response.destroy();
    });
    request.pipe(upstream);
  });
  server.keepAliveTimeout = 1;
  const port = await listen(server);
  return {
    origin: `http://127.0.0.1:${port}`,
    served,
    async close() {
      server.closeAllConnections();
      await closed(server);
    },
  };
}

export type Cut = 'refuse' | 'silent';

export interface TcpProxy {
  port: number;
  /** refuse: connections are reset and new ones refused; silent: packets vanish, nothing answers. */
  cut(mode: Cut): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP proxy to the database that the test can cut and restore while the server runs. */
export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let mode: Cut | null = null;
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket | null }>();
  const onConnection = (client: net.Socket) => {
    const pair: { client: net.Socket; upstream: net.Socket | null } = { client, upstream: null };
    pairs.add(pair);
    client.on('close', () => pairs.delete(pair));
    client.on('error', () => undefined);
    if (mode === 'silent') return; // accepted, never answered
    const upstream = net.connect(targetPort, targetHost);
    pair.upstream = upstream;
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  };
  let server = net.createServer(onConnection);
  const port = await listen(server);
  const destroyAll = () => {
    for (const pair of pairs) {
      pair.client.destroy();
      pair.upstream?.destroy();
    }
    pairs.clear();
  };
  return {
    port,
    async cut(next) {
      mode = next;
      if (next === 'refuse') {
        destroyAll();
        await closed(server);
        return;
      }
      // Silent: the open connections stop carrying anything in either direction.
      for (const pair of pairs) {
        pair.client.unpipe();
        pair.upstream?.unpipe();
        pair.client.pause();
        pair.upstream?.pause();
      }
    },
    async restore() {
      const was = mode;
      mode = null;
      if (was === 'refuse') {
        server = net.createServer(onConnection);
        await listen(server, port);
      } else if (was === 'silent') {
        // The partition heals: the stalled connections are reset, new ones go through.
        destroyAll();
      }
    },
    async close() {
      destroyAll();
      if (server.listening) await closed(server);
    },
  };
}
