import { execFileSync } from 'node:child_process';

/** The Redis server the tests share limits through when one answers. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const PROBE = `
const net = require('node:net');
const url = new URL(process.argv[1]);
const socket = net.connect(Number(url.port || 6379), url.hostname);
socket.setTimeout(1500, () => process.exit(1));
socket.on('error', () => process.exit(1));
socket.on('connect', () => socket.write('PING\\r\\n'));
socket.on('data', (data) => process.exit(String(data).startsWith('+PONG') ? 0 : 1));
`;

/** Whether Redis answers, asked once per worker (synchronous: jest picks describe or describe.skip while collecting). */
export function redisAvailable(): boolean {
  if (process.env.SHOP_TEST_REDIS === undefined) {
    let ok: boolean;
    try {
      execFileSync(process.execPath, ['-e', PROBE, TEST_REDIS_URL], { stdio: 'ignore', timeout: 4000 });
      ok = true;
    } catch {
      ok = false;
    }
    process.env.SHOP_TEST_REDIS = ok ? '1' : '0';
  }
  return process.env.SHOP_TEST_REDIS === '1';
}
