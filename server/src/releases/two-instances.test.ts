import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app/app';
import { parseRemotesArgs, runRemotesCommand } from '../app/remotes-admin';
import { openDatabase, type Database } from '../core/db/client';
import { createObjectStore } from '../core/storage/object-store';
import { createTestDatabase, postgresAvailable } from '../../test/support/databases';
import { packFolder, writeBuild } from '../../test/support/release-builds';
import { testConfig } from '../../test/support/test-shop';

const OPS_TOKEN = 'ops-token-for-two-instances';

async function catalogRelease(app: FastifyInstance): Promise<string | undefined> {
  const reply = await app.inject({ method: 'GET', url: '/mf/remotes.json' });
  return reply.json<{ remotes: { name: string; release?: string }[] }>().remotes.find((remote) => remote.name === 'catalog')?.release;
}

/** Asks until `expected` is served or `ms` pass; answers what was served last. */
async function servedWithin(app: FastifyInstance, expected: string | undefined, ms: number): Promise<string | undefined> {
  const end = Date.now() + ms;
  let served = await catalogRelease(app);
  while (served !== expected && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    served = await catalogRelease(app);
  }
  return served;
}

const run = postgresAvailable() ? describe : describe.skip;

run('releases on two instances of one Postgres database', () => {
  let drop: () => Promise<void> = async () => undefined;
  let dataDir = '';
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  const config = () => testConfig({ dataDir, opsToken: OPS_TOKEN });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'releases-two-'));
    const created = await createTestDatabase();
    drop = created.drop;
    for (let i = 0; i < 2; i += 1) {
      const database = await openDatabase({ databaseUrl: created.url });
      if (i === 0) await database.migrate(config().migrationsDir);
      databases.push(database);
      apps.push(await buildApp({ db: database.db, config: config(), logger: false, changes: database.changes }));
    }
    await Promise.all(apps.map((app) => app.ready()));
  }, 60_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('publishes and activates from the command line, and both instances serve it within seconds; a rollback on one reaches the other', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const database = databases[0]!;
    const storage = createObjectStore(config());
    const build = await writeBuild(path.join(dataDir, 'build'), { marker: 'from the command line' });
    const command = (line: string) => runRemotesCommand(database, storage, config(), parseRemotesArgs(line.split(' ')));
    const release = await command(`publish catalog ${build}`);
    expect(release).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);
    expect(await command(`activate catalog ${release}`)).toBe(`catalog: ${release}`);
    expect(await servedWithin(first, release, 5000)).toBe(release);
    expect(await servedWithin(second, release, 5000)).toBe(release);

    // The same build packed and sent over HTTP to the other instance is the same release.
    const token = await command('token catalog');
    const sent = await second.inject({
      method: 'POST',
      url: '/ops/remotes/catalog/releases',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/gzip' },
      payload: await packFolder(build),
    });
    expect(sent.json()).toEqual({ error: false, release, created: false });
    const file = await first.inject({ method: 'GET', url: `/mf/releases/catalog/${release}/remoteEntry.js` });
    expect(file.body).toContain('from the command line');

    const back = await second.inject({
      method: 'POST',
      url: '/ops/remotes/catalog/rollback',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
    });
    expect(back.statusCode).toBe(200);
    expect(await servedWithin(first, undefined, 5000)).toBeUndefined();
    expect(await catalogRelease(second)).toBeUndefined();
    expect(await command('list')).toContain(`catalog: build del repository\n  ${release}`);
    storage.close();
  }, 30_000);
});
