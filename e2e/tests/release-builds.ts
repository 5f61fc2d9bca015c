import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const catalogDist = path.join(__dirname, '../../mfe-catalog/dist');

/** The catalogue's production build with `change` made to it, packed as its CI would. */
export function changedCatalogBuild(change: (dir: string) => void): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'catalog-release-'));
  try {
    cpSync(catalogDist, dir, { recursive: true });
    change(dir);
    const tarball = path.join(dir, '..', `${path.basename(dir)}.tar.gz`);
    execFileSync('tar', ['-czf', tarball, '-C', dir, '.']);
    const bytes = readFileSync(tarball);
    rmSync(tarball);
    return bytes;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Appends `code` to a build's entry, dropping its precompressed copies (they would still hold the old one). */
export function appendToEntry(dir: string, code: string): void {
  for (const copy of ['remoteEntry.js.br', 'remoteEntry.js.gz']) rmSync(path.join(dir, copy), { force: true });
  const entry = path.join(dir, 'remoteEntry.js');
  writeFileSync(entry, `${readFileSync(entry, 'utf8')}\n${code}\n`);
}
