// What the page benchmarks share: a free port, waiting for the production server, and the first
// article's product page.
import { createServer } from 'node:net';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once the server answers its remotes list; fails when the server exits first. */
export async function waitForServer(origin, child) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const response = await fetch(`${origin}/mf/remotes.json`).catch(() => null);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

/** The product page of the collection's first article. */
export async function firstArticlePath(origin) {
  const response = await fetch(`${origin}/Apps/WebObjects/Shop.woa/wa/API/read`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'list', list: 'collection', page: 1 }),
  }).catch(() => null);
  const reply = response?.ok ? await response.json() : null;
  const first = reply?.items?.[0] ?? reply?.articles?.[0];
  return first?.id ? `/items/detail/${first.id}` : '/items/detail/1';
}
