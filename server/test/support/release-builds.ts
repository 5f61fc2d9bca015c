import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { create } from 'tar';

export interface BuildShape {
  remote?: string;
  version?: string;
  /** Text inside the entry, so two builds differ. */
  marker?: string;
  /** Shared needs beside the usual ones (same name replaces). */
  shared?: { name: string; version: string; requiredVersion: string }[];
}

/** @shop/shared as this repository has it: a remote built today asks for its major. */
export const SHARED_VERSION = (
  JSON.parse(readFileSync(path.join(__dirname, '../../../shared/package.json'), 'utf8')) as { version: string }
).version;

/** The shared needs of a remote built today against the shell of this repository. */
export const CURRENT_SHARED = [
  { name: 'react', version: '19.3.1', requiredVersion: '19.3.1' },
  { name: 'react-dom/client', version: '19.3.1', requiredVersion: '^19.3.1' },
  { name: 'jotai', version: '3.0.1', requiredVersion: '3.0.1' },
  { name: '@shop/shared', version: SHARED_VERSION, requiredVersion: `^${SHARED_VERSION}` },
];

/** A remote's production build as its dist folder holds it: the federation manifest, the entry and a chunk. */
export async function writeBuild(dir: string, shape: BuildShape = {}): Promise<string> {
  const remote = shape.remote ?? 'catalog';
  const extra = shape.shared ?? [];
  const shared = [...CURRENT_SHARED.filter((need) => !extra.some((other) => other.name === need.name)), ...extra];
  await mkdir(path.join(dir, 'static'), { recursive: true });
  const manifest = {
    id: remote,
    name: remote,
    metaData: {
      name: remote,
      buildInfo: { buildVersion: shape.version ?? '1.0.0', buildName: `@shop/mfe-${remote}` },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      publicPath: 'auto',
    },
    shared: shared.map((need) => ({ id: `${remote}:${need.name}`, singleton: true, ...need })),
    exposes: [{ id: `${remote}:routes`, name: 'routes', path: './routes', assets: { js: { sync: ['static/routes.0a1b2c3d4e.js'] } } }],
  };
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  await writeFile(path.join(dir, 'remoteEntry.js'), `/* ${shape.marker ?? 'first'} */ var ${remote} = {};`);
  await writeFile(path.join(dir, 'static', 'routes.0a1b2c3d4e.js'), `console.log(${JSON.stringify(shape.marker ?? 'first')});`);
  return dir;
}

/** A build packed as a team's CI sends it: the contents of dist in a .tar.gz. */
export async function packFolder(dir: string): Promise<Buffer> {
  const out = path.join(await mkdtemp(path.join(tmpdir(), 'release-pack-')), 'build.tar.gz');
  await create({ gzip: true, cwd: dir, file: out, portable: true }, ['.']);
  const tarball = await readFile(out);
  await rm(path.dirname(out), { recursive: true, force: true });
  return tarball;
}

/** A build of `shape`, packed. */
export async function packedBuild(shape: BuildShape = {}): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'release-build-'));
  try {
    return await packFolder(await writeBuild(dir, shape));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
