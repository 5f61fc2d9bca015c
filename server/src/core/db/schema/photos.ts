import { sql } from 'drizzle-orm';
import { check, foreignKey, integer, pgTable, smallint, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { articoloColore } from './articolo-parts';
import { staffUsers } from './customers';

/**
 * The photos of an article's colour, uploaded by the staff (migration 0020). The files live in the
 * media storage under `storageKey`; `ordine` orders a colour's photos from 1, unique per colour
 * (checked at the end of each statement, so one statement can reorder them).
 */
export const articoloFoto = pgTable(
  'articolo_foto',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    codArticolo: varchar('cod_articolo', { length: 32 }).notNull(),
    codColore: varchar('cod_colore', { length: 32 }).notNull(),
    ordine: smallint('ordine').notNull(),
    altIta: varchar('alt_ita', { length: 250 }).notNull().default(''),
    altEng: varchar('alt_eng', { length: 250 }).notNull().default(''),
    /** The original, turned upright. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 40 }).notNull(),
    bytes: integer('bytes').notNull(),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** Kept as written, so who uploaded it survives the staff account. */
    staffEmail: varchar('staff_email', { length: 254 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('articolo_foto_storage_key_unique').on(t.storageKey),
    unique('articolo_foto_ordine_unique').on(t.codArticolo, t.codColore, t.ordine),
    check('articolo_foto_ordine_check', sql`${t.ordine} >= 1`),
    foreignKey({
      name: 'articolo_foto_articolo_colore_fk',
      columns: [t.codArticolo, t.codColore],
      foreignColumns: [articoloColore.codArticolo, articoloColore.codColore],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
  ],
);
