import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Parser, type ReadEntry } from 'tar';
import semver from 'semver';
import { z } from 'zod';

/** A build's files by their path inside the build ('remoteEntry.js', 'static/12.ab34.js'). */
export type BuildFiles = Map<string, Buffer>;

/** Bounds on what one release may carry. */
export const RELEASE_LIMITS = { files: 2000, bytes: 64 * 1024 * 1024 };

/** A path inside a release: up to three parts of letters, digits, '.', '_' and '-', none of them '.' or '..'. */
const FILE_PATH = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}(\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}){0,2}$/;

/** Why a build cannot be a release, in words for the team that sent it. */
export class ReleaseRefusal extends Error {}

function addFile(files: BuildFiles, name: string, content: Buffer, total: { bytes: number }): void {
  const clean = name.replace(/^(\.\/)+/, '');
  if (!FILE_PATH.test(clean) || clean.split('/').some((part) => part === '.' || part === '..')) {
    throw new ReleaseRefusal(`percorso non ammesso nella build: ${JSON.stringify(clean.slice(0, 120))}`);
  }
  total.bytes += content.length;
  if (files.size >= RELEASE_LIMITS.files || total.bytes > RELEASE_LIMITS.bytes) throw new ReleaseRefusal('build troppo grande');
  files.set(clean, content);
}

/** The regular files of a `.tar.gz` (the contents of a remote's dist folder); folders are skipped, links refused. */
export async function filesOfTarball(tarball: Buffer): Promise<BuildFiles> {
  const files: BuildFiles = new Map();
  const total = { bytes: 0 };
  const pending: Promise<void>[] = [];
  await new Promise<void>((resolve, reject) => {
    const parser = new Parser({
      strict: true,
      onReadEntry: (entry: ReadEntry) => {
        if (entry.type === 'Directory') {
          entry.resume();
          return;
        }
        if (entry.type !== 'File' && entry.type !== 'OldFile') {
          entry.resume();
          reject(new ReleaseRefusal(`la build contiene ${entry.type}: ${entry.path}`));
          return;
        }
        const chunks: Buffer[] = [];
        pending.push(
          new Promise<void>((done, fail) => {
            entry.on('data', (chunk: Buffer) => chunks.push(chunk));
            entry.on('end', () => {
              try {
                addFile(files, entry.path, Buffer.concat(chunks), total);
                done();
              } catch (error) {
                fail(error);
              }
            });
          }),
        );
      },
    });
    parser.on('error', (error: Error) => reject(new ReleaseRefusal(`archivio non leggibile: ${error.message}`)));
    parser.on('end', () => resolve());
    parser.end(tarball);
  });
  await Promise.all(pending);
  return files;
}

/** The files of a build folder (a remote's dist). */
export async function filesOfFolder(folder: string): Promise<BuildFiles> {
  const files: BuildFiles = new Map();
  const total = { bytes: 0 };
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    addFile(files, path.relative(folder, full).split(path.sep).join('/'), await readFile(full), total);
  }
  return files;
}

/** What a remote's build shares with the page, as its Module Federation manifest states it. */
export interface SharedNeed {
  name: string;
  version: string;
  requiredVersion: string | null;
}

const federationManifestSchema = z.object({
  name: z.string().min(1),
  metaData: z.object({
    buildInfo: z.object({ buildVersion: z.string().min(1) }),
    remoteEntry: z.object({ name: z.string().min(1), path: z.string() }),
  }),
  shared: z
    .array(
      z.object({
        name: z.string().min(1),
        version: z.string(),
        requiredVersion: z.union([z.string(), z.literal(false)]).optional(),
      }),
    )
    .default([]),
});
export type FederationManifest = z.input<typeof federationManifestSchema>;

/** What the shop reads of a release: its version, entry file and shared needs. */
export interface ReleaseFacts {
  version: string;
  entryFile: string;
  shared: SharedNeed[];
}

/** The facts of a Module Federation manifest (mf-manifest.json) of the remote `remote`. */
export function factsOfManifest(remote: string, value: unknown): ReleaseFacts {
  const parsed = federationManifestSchema.safeParse(value);
  if (!parsed.success) throw new ReleaseRefusal('mf-manifest.json mancante o non valido');
  const manifest = parsed.data;
  if (manifest.name !== remote) throw new ReleaseRefusal(`la build è del remote "${manifest.name}", non di "${remote}"`);
  const version = semver.valid(manifest.metaData.buildInfo.buildVersion);
  if (!version) throw new ReleaseRefusal(`versione non semver: ${manifest.metaData.buildInfo.buildVersion}`);
  const entryFile = [manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name].filter(Boolean).join('/');
  const shared = manifest.shared.map((item) => ({
    name: item.name,
    version: item.version,
    requiredVersion: typeof item.requiredVersion === 'string' ? item.requiredVersion : null,
  }));
  return { version, entryFile, shared };
}

/** The facts of a build's files, which must hold its manifest and its entry. */
export function factsOfBuild(remote: string, files: BuildFiles): ReleaseFacts {
  const manifest = files.get('mf-manifest.json');
  if (!manifest) throw new ReleaseRefusal('mf-manifest.json mancante: la build non è quella di produzione di un remote');
  let value: unknown;
  try {
    value = JSON.parse(manifest.toString('utf8'));
  } catch {
    throw new ReleaseRefusal('mf-manifest.json non valido');
  }
  const facts = factsOfManifest(remote, value);
  if (!files.has(facts.entryFile)) throw new ReleaseRefusal(`${facts.entryFile} mancante nella build`);
  return facts;
}

/** Ten hex digits of a hash over every file's path and content: the same build always has the same hash. */
export function buildHash(files: BuildFiles): string {
  const hash = createHash('sha256');
  for (const name of [...files.keys()].sort()) {
    hash
      .update(name)
      .update('\0')
      .update(
        createHash('sha256')
          .update(files.get(name) ?? Buffer.alloc(0))
          .digest(),
      )
      .update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}

/** A release's name: the package's semver and the build's hash ('1.4.0-3f2a9c81d0'). */
export const releaseId = (version: string, hash: string) => `${version}-${hash}`;

/** A release name as the addresses and the storage take it. */
export const RELEASE_ID = /^[0-9A-Za-z][0-9A-Za-z._-]{0,79}$/;
