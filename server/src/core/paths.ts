import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The workspace root: the nearest folder with pnpm-workspace.yaml above the running script,
 * else above the working directory. Works for the bundle in server/dist, for sources run
 * through a TypeScript loader and under the test runner alike.
 */
export function findRepoRoot(): string {
  const starts = [process.argv[1] ? path.dirname(path.resolve(process.argv[1])) : null, process.cwd()];
  for (const start of starts) {
    if (!start) continue;
    let dir = start;
    for (;;) {
      if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
      const parent = path.dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  return process.cwd();
}

/** Migrations copied next to the bundle win; otherwise the source folder. */
export function findMigrationsDir(repoRoot: string): string {
  const script = process.argv[1] ? path.dirname(path.resolve(process.argv[1])) : null;
  const candidates = [script ? path.join(script, 'migrations') : null, path.join(repoRoot, 'server', 'src', 'core', 'db', 'migrations')];
  for (const dir of candidates) {
    if (dir && existsSync(path.join(dir, 'meta', '_journal.json'))) return dir;
  }
  return path.join(repoRoot, 'server', 'src', 'core', 'db', 'migrations');
}
