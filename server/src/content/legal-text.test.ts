import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { freePort } from '../../test/support/free-port';
import { fetchLegalText } from './legal-text';

/** The legal-text client against real HTTP: a service that is down, one that hangs, one that answers. */
describe('the legal-text service client', () => {
  const warnings: string[] = [];
  const log = { warn: (object: object) => void warnings.push(JSON.stringify(object)) };

  it('gives up at once when nothing listens, and says why in the log', async () => {
    const port = await freePort();
    const started = Date.now();
    expect(await fetchLegalText(`http://127.0.0.1:${port}/privacy/{language}`, 'ita', log)).toBeNull();
    expect(Date.now() - started).toBeLessThan(1500);
    expect(warnings.at(-1)).toContain(`/privacy/it`);
  });

  it('stops waiting for a service that accepts the request and never answers', async () => {
    const hanging = createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const { port } = hanging.address() as AddressInfo;
    try {
      const started = Date.now();
      expect(await fetchLegalText(`http://127.0.0.1:${port}/{language}`, 'eng', log, 300)).toBeNull();
      expect(Date.now() - started).toBeLessThan(1500);
      expect(warnings.at(-1)).toMatch(/timeout|abort/i);
    } finally {
      hanging.closeAllConnections();
      await new Promise((resolve) => hanging.close(resolve));
    }
  });
});
