import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '../../src/core/paths';

/** Writes a suite's figures to reliability/results/<suite>.json (kept in the repository). */
export function writeFigures(suite: string, figures: object): void {
  const dir = path.join(findRepoRoot(), 'reliability', 'results');
  mkdirSync(dir, { recursive: true });
  const body = { suite, measuredAt: new Date().toISOString(), ...figures };
  writeFileSync(path.join(dir, `${suite}.json`), `${JSON.stringify(body, null, 2)}\n`);
}
