import { isNotNull } from 'drizzle-orm';
import { containers } from '../core/db/schema';
import { openDatabase, type Database } from '../core/db/client';
import { loadConfig } from '../core/config';
import { seedContent } from './content';

describe('the seeded content', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: undefined, pgliteDir: null });
    await database.migrate(loadConfig({ LOG_LEVEL: 'silent' }).migrationsDir);
    await seedContent(database.db);
  }, 60_000);
  afterAll(() => database.close());

  it('has every title and text in Italian and in English', async () => {
    const rows = await database.db.select().from(containers);
    const names = rows.map((row) => row.name);
    expect(names).toEqual(
      expect.arrayContaining(['home', 'footer', 'privacy-contact', 'terms-and-conditions', 'taglie', 'contatti', 'spedizioni-e-resi']),
    );
    for (const row of rows) {
      expect([row.name, Boolean(row.titleIta)]).toEqual([row.name, Boolean(row.titleEng)]);
      expect([row.name, Boolean(row.descriptionIta)]).toEqual([row.name, Boolean(row.descriptionEng)]);
    }
    expect(rows.find((row) => row.name === 'home')?.id).toBe(1);
  });

  it('gives the home a carousel, an introduction and featured articles with pictures', async () => {
    const blocks = await database.db.select().from(containers).where(isNotNull(containers.directActionName));
    const kinds = blocks.map((row) => row.directActionName);
    expect(kinds).toEqual(expect.arrayContaining(['BlockSwiper', 'BlockIntroduction', 'BlockArticle', 'BlockContact']));
    expect(kinds.filter((kind) => kind === 'BlockArticle').length).toBeGreaterThanOrEqual(3);
  });
});
