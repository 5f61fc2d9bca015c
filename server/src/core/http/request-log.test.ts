import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { buildApp } from '../../app/app';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { testConfig } from '../../../test/support/test-shop';

/** The shop's log lines, parsed, while it answers `requests`, with LOG_REQUESTS at `mode`. */
async function logOf(mode: AppConfig['logRequests'], requests: string[], level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const missing = path.join(tmpdir(), 'no-such-build');
  const app = await buildApp({
    db: {} as Db,
    config: testConfig({ shellDist: missing, remoteDist: () => missing, logRequests: mode }),
    logger: { level, stream },
    readCache: false,
  });
  await app.ready();
  try {
    for (const url of requests) await app.inject({ method: 'GET', url, remoteAddress: '203.0.113.7' });
  } finally {
    await app.close();
  }
  return lines.filter((line) => line.msg === 'request completed' || line.msg === 'incoming request');
}

describe('the request log', () => {
  const requests = ['/healthz?wosid=f00dfeed', '/mf/remotes.json', '/no/such/file.js'];

  it('writes one line per request as it is answered: address without secrets, client, status, time and request id', async () => {
    const lines = await logOf('all', requests);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toEqual(
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        reqId: expect.any(String),
        req: expect.objectContaining({ method: 'GET', url: '/healthz?wosid=[redacted]', remoteAddress: '203.0.113.7' }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    );
    expect(lines.map((line) => (line.res as { statusCode: number }).statusCode)).toEqual([200, 200, 404]);
  });

  it('with LOG_REQUESTS=errors writes only refused, failed and slow requests; with none, no request at all', async () => {
    const errors = await logOf('errors', requests);
    expect(errors.map((line) => (line.req as { url: string }).url)).toEqual(['/no/such/file.js']);
    expect(await logOf('none', requests)).toEqual([]);
  });

  it('at debug level also writes a line as each request comes in', async () => {
    const lines = await logOf('all', ['/healthz'], 'debug');
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines[0]).toEqual(expect.objectContaining({ level: 20, req: expect.objectContaining({ url: '/healthz' }) }));
  });
});
