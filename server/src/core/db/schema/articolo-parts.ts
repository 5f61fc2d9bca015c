import { euroColumn, percentColumn } from './money';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text, unique, varchar } from 'drizzle-orm/pg-core';
import { articolo, colore, stagione } from './catalogue';

const articleCode = (name: string) =>
  varchar(name, { length: 32 })
    .notNull()
    .references(() => articolo.codArticolo, { onDelete: 'cascade', onUpdate: 'cascade' });

/** Notes per language: B2C_T title, B2C_D description, B2C short title. */
export const articoloNota = pgTable(
  'articolo_nota',
  {
    codArticolo: articleCode('cod_articolo'),
    codLingua: varchar('cod_lingua', { length: 3 }).notNull(),
    codClasseNota: varchar('cod_classe_nota', { length: 8 }).notNull(),
    desNota: text('des_nota').notNull(),
  },
  (t) => [primaryKey({ columns: [t.codArticolo, t.codLingua, t.codClasseNota] })],
);

/** Seasonal data: the extended composition, per language. */
export const articoloDatiStag = pgTable(
  'articolo_dati_stag',
  {
    codArticolo: articleCode('cod_articolo'),
    codStagione: varchar('cod_stagione', { length: 32 })
      .notNull()
      .references(() => stagione.codStagione),
    composizioneEstesaIta: text('composizione_estesa_ita').notNull(),
    composizioneEstesaEng: text('composizione_estesa_eng').notNull(),
  },
  (t) => [primaryKey({ columns: [t.codArticolo, t.codStagione] })],
);

export const articoloColore = pgTable(
  'articolo_colore',
  {
    codArticolo: articleCode('cod_articolo'),
    codColore: varchar('cod_colore', { length: 32 })
      .notNull()
      .references(() => colore.codColore),
    ordine: smallint('ordine').notNull().default(1),
    /** Number of generated views (front, back, detail...). */
    immagini: smallint('immagini').notNull().default(3),
  },
  (t) => [primaryKey({ columns: [t.codArticolo, t.codColore] })],
);

export const articoloPrezzoStagione = pgTable(
  'articolo_prezzo_stagione',
  {
    codArticolo: articleCode('cod_articolo'),
    codStagione: varchar('cod_stagione', { length: 32 })
      .notNull()
      .references(() => stagione.codStagione),
    codListinoCli: varchar('cod_listino_cli', { length: 3 }).notNull(),
    prezzoListinoCli: euroColumn('prezzo_listino_cli').notNull(),
    codDivisa: varchar('cod_divisa', { length: 3 }).notNull().default('EUR'),
  },
  (t) => [
    primaryKey({ columns: [t.codArticolo, t.codStagione, t.codListinoCli] }),
    index('prezzo_listino_idx').on(t.codStagione, t.codListinoCli, t.prezzoListinoCli),
    check('prezzo_non_negativo', sql`${t.prezzoListinoCli} >= 0`),
  ],
);

/** Stock per colour and size sequence. */
export const articoloDisponibilita = pgTable(
  'articolo_disponibilita',
  {
    codArticolo: articleCode('cod_articolo'),
    codColore: varchar('cod_colore', { length: 32 }).notNull(),
    progSiglaTaglia: smallint('prog_sigla_taglia').notNull(),
    qta: integer('qta').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.codArticolo, t.codColore, t.progSiglaTaglia] }), check('qta_non_negativa', sql`${t.qta} >= 0`)],
);

export const sconto = pgTable(
  'sconto',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    codArticolo: articleCode('cod_articolo'),
    percentuale: percentColumn('percentuale').notNull(),
  },
  (t) => [unique('sconto_articolo_uq').on(t.codArticolo), check('sconto_range', sql`${t.percentuale} between 0 and 90`)],
);

/** Stored in both directions, so a link is reciprocal by construction. */
export const associazioneArticolo = pgTable(
  'associazione_articolo',
  {
    codArticolo1: articleCode('cod_articolo_1'),
    codArticolo2: articleCode('cod_articolo_2'),
    motivo: varchar('motivo', { length: 16 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.codArticolo1, t.motivo, t.codArticolo2] }),
    index('associazione_articolo_2_idx').on(t.codArticolo2),
    check('associazione_non_se_stesso', sql`${t.codArticolo1} <> ${t.codArticolo2}`),
  ],
);
