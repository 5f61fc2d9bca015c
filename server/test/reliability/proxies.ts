import net from 'node:net';

const listen = (server: net.Server, port = 0) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });

const closed = (server: net.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

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
