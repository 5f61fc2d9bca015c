import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '../../src/core/paths';

export const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';

export interface Balancer {
  origin: string;
  /** What HAProxy wrote (request log and health-check changes), for a failing test's message. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Debian's HAProxy with the shop's own deploy/haproxy.cfg, unchanged: the instances' addresses and
 * the readiness token go in through the environment the configuration names.
 */
export async function startBalancer(options: { port: number; instances: string[]; opsToken: string }): Promise<Balancer> {
  if (!existsSync(HAPROXY)) throw new Error(`${HAPROXY} is missing: the test command installs Debian's haproxy package`);
  if (options.instances.length !== 3) throw new Error('deploy/haproxy.cfg names three instances');
  const config = path.join(findRepoRoot(), 'deploy', 'haproxy.cfg');
  const env: Record<string, string> = { ...process.env, LB_BIND: `127.0.0.1:${options.port}`, OPS_TOKEN: options.opsToken } as Record<
    string,
    string
  >;
  options.instances.forEach((origin, index) => (env[`SHOP_${index + 1}`] = new URL(origin).host));
  const child = spawn(HAPROXY, ['-db', '-f', config], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-200_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${options.port}`;
  // Ready when it answers: HAProxy starts with every instance in and takes out those whose checks fail.
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited (${child.exitCode}):\n${output}`);
    const answered = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
      (reply) => reply.ok,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) throw new Error(`haproxy did not answer:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
