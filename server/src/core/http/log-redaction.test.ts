import { Writable } from 'node:stream';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../app/app';
import type { Db } from '../db/client';
import { testConfig } from '../../../test/support/test-shop';
import { redactUrl } from './log-redaction';

describe('secrets in addresses never reach the request log', () => {
  it('replaces the value of a session or token parameter, keeping the rest of the address', () => {
    expect(redactUrl('/backoffice/?wosid=abc123&page=2')).toBe('/backoffice/?wosid=[redacted]&page=2');
    expect(redactUrl('/x?page=2&xtstoredsession=s3cr3t')).toBe('/x?page=2&xtstoredsession=[redacted]');
    expect(redactUrl('/items/search/wosid')).toBe('/items/search/wosid');
    expect(redactUrl('/wa/CartAction/ok?t=AbC_12-x&outcome=OK')).toBe('/wa/CartAction/ok?t=[redacted]&outcome=OK');
  });

  it('logs a request whose address carries a staff session id without the id', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const missing = path.join(tmpdir(), 'no-such-build');
    const config = testConfig({ shellDist: missing, remoteDist: () => missing });
    const app = await buildApp({ db: {} as Db, config, logger: { level: 'info', stream } });
    await app.ready();
    try {
      const secret = 'f00dfeedf00dfeedf00dfeed';
      await app.inject({ method: 'GET', url: `/healthz?wosid=${secret}` });
      const log = lines.join('');
      expect(log).toContain('/healthz?wosid=[redacted]');
      expect(log).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});
