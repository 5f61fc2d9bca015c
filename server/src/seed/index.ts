import { count, sql } from 'drizzle-orm';
import { queryRows, type Database, type Db } from '../core/db/client';
import { bulkInsert } from '../core/db/bulk-insert';
import * as schema from '../core/db/schema';
import { SearchWordCollector } from '../catalogue';
import { buildArticleBatch } from './articles';
import { seedContent } from './content';
import { FAMILIES, familyOrder } from './families';
import { CATEGORIES, COLOURS, FITS, FUNCTIONS, LINES, MODULES, SEASONS, SIZE_TABLES, SUB_FUNCTIONS } from './reference-data';
import { seedUsers, type Credentials } from './users';

export interface SeedOptions {
  articles: number;
  demo: Credentials;
  staff: Credentials;
  /**
   * The demo customer (with its favourites and orders) and the staff user. Off in production, where
   * only the starting catalogue and contents are seeded; by default, on unless NODE_ENV is production.
   */
  demoUsers?: boolean;
  log?: (message: string) => void;
}

const BATCH = 2000;

/** Nothing to keep: no article, no customer, no staff user. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [articles] = await db.select({ n: count() }).from(schema.articolo);
  const [staff] = await db.select({ n: count() }).from(schema.staffUsers);
  const [people] = await db.select({ n: count() }).from(schema.customers);
  return (articles?.n ?? 0) === 0 && (staff?.n ?? 0) === 0 && (people?.n ?? 0) === 0;
}

async function seedReference(db: Db) {
  await db.insert(schema.famigliaArticolo).values(
    FAMILIES.map((f) => ({
      codFamigliaArticolo: f.code,
      desFamigliaArticolo: f.name,
      silhouette: f.silhouette,
      ordinamento: familyOrder(f.code),
    })),
  );
  await db.insert(schema.categoria).values(CATEGORIES);
  await db.insert(schema.linea).values(LINES);
  await db.insert(schema.moduloSdo).values(MODULES);
  await db.insert(schema.funzioneSdo).values(FUNCTIONS);
  await db.insert(schema.sottoFunzioneSdo).values(SUB_FUNCTIONS);
  await db.insert(schema.dimensioneSdo).values(FITS);
  await db.insert(schema.stagione).values(SEASONS);
  await db.insert(schema.colore).values(COLOURS);
  await db
    .insert(schema.tabellaTaglia)
    .values(
      Object.entries(SIZE_TABLES).flatMap(([codTabellaTaglia, sizes]) =>
        sizes.map((siglaTaglia, i) => ({ codTabellaTaglia, siglaTaglia, progSiglaTaglia: i + 1 })),
      ),
    );
}

async function seedArticles(db: Db, total: number, log: (message: string) => void) {
  const words = new SearchWordCollector();
  for (let start = 0; start < total; start += BATCH) {
    const batch = buildArticleBatch(start, Math.min(total, start + BATCH));
    await bulkInsert(db, schema.articolo, batch.articolo);
    for (const article of batch.articolo) {
      words.add('ita', article.testoRicerca ?? '');
      words.add('eng', article.testoRicercaEng ?? '');
    }
    await bulkInsert(db, schema.articoloNota, batch.articoloNota);
    await bulkInsert(db, schema.articoloDatiStag, batch.articoloDatiStag);
    await bulkInsert(db, schema.articoloColore, batch.articoloColore);
    await bulkInsert(db, schema.articoloPrezzoStagione, batch.articoloPrezzoStagione);
    await bulkInsert(db, schema.articoloDisponibilita, batch.articoloDisponibilita);
    await bulkInsert(db, schema.sconto, batch.sconto);
    await bulkInsert(db, schema.associazioneArticolo, batch.associazioneArticolo);
    if (total > BATCH) log(`articoli: ${Math.min(total, start + BATCH)}/${total}`);
  }
  // The typo-tolerant search corrects misspelt words against these.
  await words.save(db);
}

/** Fills an empty database with the demo shop (its users only when asked), all or nothing. */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  const log = options.log ?? (() => undefined);
  await db.transaction(async (tx) => {
    // Generated rows are consistent by construction: skipping the per-row foreign-key triggers
    // makes large catalogues several times faster. Only a superuser may do so; others just wait longer.
    const [role] = await queryRows<{ superuser: boolean }>(
      tx,
      sql`select rolsuper as superuser from pg_roles where rolname = current_user`,
    );
    if (role?.superuser) await tx.execute(sql`set local session_replication_role = replica`);
    await seedReference(tx);
    await seedArticles(tx, options.articles, log);
    // The price rows the triggers keep (skipped above with them), written in one go. Colours and
    // sizes in stock are written with the articles already.
    await tx.execute(sql`insert into ${schema.articoloPrezzoVendita} (id, cod_articolo)
      select id, cod_articolo from ${schema.articolo} on conflict do nothing`);
    await tx.execute(sql`select articolo_prezzi_aggiorna(null)`);
    await seedContent(tx);
    if (options.demoUsers ?? process.env.NODE_ENV !== 'production') await seedUsers(tx, options.demo, options.staff);
  });
  // Statistics for the planner, and the visibility map, so that index-only reads (a deep page of a list)
  // skip the rows themselves: the embedded database has no background vacuum to set it.
  await db.execute(sql`vacuum analyze`);
}

/** Drops every table and the migration history, then migrates again. */
export async function resetDatabase(database: Database, migrationsDir: string): Promise<void> {
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`drop schema public cascade`);
  await database.db.execute(sql`create schema public`);
  await database.migrate(migrationsDir);
}
