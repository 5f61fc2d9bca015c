// wrk, a native load generator (Debian's), beside autocannon: on two cores autocannon (JavaScript)
// takes a large share of the machine from the server it measures; wrk takes much less, so its
// figures come nearer to what the server itself can do.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const WRK = '/usr/bin/wrk';
export const hasWrk = () => existsSync(WRK);

/** A Lua string literal (the requests here are plain ASCII JSON). */
const lua = (text) => JSON.stringify(String(text));

/** wrk's latency figure ("812.00us", "1.23ms", "2.01s") in milliseconds. */
function ms(figure) {
  const match = /^([\d.]+)(us|ms|s)$/.exec(figure);
  if (!match) return null;
  const value = Number(match[1]);
  return Math.round((match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value) * 100) / 100;
}

/** What one wrk run printed: requests per second, median and 99th-percentile latency, answers that were not 2xx or 3xx. */
export function parseWrk(output) {
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(output);
  const p50 = /^\s+50%\s+(\S+)/m.exec(output);
  const p99 = /^\s+99%\s+(\S+)/m.exec(output);
  const bad = /Non-2xx or 3xx responses:\s+(\d+)/.exec(output);
  const errors = /Socket errors:.*?(\d+).*?(\d+).*?(\d+).*?(\d+)/.exec(output);
  return {
    requestsPerSecond: rate ? Math.round(Number(rate[1]) * 10) / 10 : null,
    p50: p50 ? ms(p50[1]) : null,
    p99: p99 ? ms(p99[1]) : null,
    non2xx: bad ? Number(bad[1]) : 0,
    errors: errors ? errors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
  };
}

/**
 * One fixed request (method, path, body, headers) under wrk: one generator thread, `connections`
 * connections, a warm-up of `warmUp` seconds, then `duration` seconds measured.
 */
export function wrkLoad(origin, request, { connections, duration, warmUp }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'wrk-'));
  try {
    const script = path.join(dir, 'request.lua');
    const lines = [`wrk.method = ${lua(request.method ?? 'GET')}`];
    if (request.body) lines.push(`wrk.body = ${lua(request.body)}`);
    for (const [name, value] of Object.entries(request.headers ?? {})) lines.push(`wrk.headers[${lua(name)}] = ${lua(value)}`);
    writeFileSync(script, `${lines.join('\n')}\n`);
    const url = `${origin}${request.path}`;
    const args = ['-t1', `-c${connections}`, '-s', script];
    if (warmUp > 0) execFileSync(WRK, [...args, `-d${warmUp}s`, url], { stdio: 'ignore' });
    return parseWrk(execFileSync(WRK, [...args, `-d${duration}s`, '--latency', url], { encoding: 'utf8' }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
