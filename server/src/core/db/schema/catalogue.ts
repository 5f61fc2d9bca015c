import { euroColumn, percentColumn } from './money';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

const code = (name: string) => varchar(name, { length: 32 });
const label = (name: string) => varchar(name, { length: 200 });

/** Family names are 'Italiano/English'; `ordinamento` puts MG first in the menu. */
export const famigliaArticolo = pgTable('famiglia_articolo', {
  codFamigliaArticolo: code('cod_famiglia_articolo').primaryKey(),
  desFamigliaArticolo: label('des_famiglia_articolo').notNull(),
  silhouette: varchar('silhouette', { length: 16 }).notNull().default('shirt'),
  ordinamento: smallint('ordinamento').notNull().default(0),
});

export const categoria = pgTable(
  'categoria',
  {
    codCategoria: code('cod_categoria').primaryKey(),
    desCategoria: label('des_categoria').notNull(),
    tipoCategoria: smallint('tipo_categoria').notNull(),
  },
  (t) => [index('categoria_tipo_idx').on(t.tipoCategoria)],
);

export const linea = pgTable('linea', {
  codLinea: code('cod_linea').primaryKey(),
  desLinea: label('des_linea').notNull(),
});

export const moduloSdo = pgTable('modulo_sdo', {
  codModuloSdo: code('cod_modulo_sdo').primaryKey(),
  desModuloSdo: label('des_modulo_sdo').notNull(),
});

export const funzioneSdo = pgTable('funzione_sdo', {
  codFunzioneSdo: code('cod_funzione_sdo').primaryKey(),
  desFunzioneSdo: label('des_funzione_sdo').notNull(),
});

export const sottoFunzioneSdo = pgTable('sotto_funzione_sdo', {
  codSottoFunzioneSdo: code('cod_sotto_funzione_sdo').primaryKey(),
  desSottoFunzioneSdo: label('des_sotto_funzione_sdo').notNull(),
});

/** Fit descriptions ('Vestibilità'), 'Italiano/English'. */
export const dimensioneSdo = pgTable('dimensione_sdo', {
  codDimensioneSdo: code('cod_dimensione_sdo').primaryKey(),
  desDimensioniSdo: text('des_dimensioni_sdo').notNull(),
});

/** Exactly one season is current: its prices are the ones shown. */
export const stagione = pgTable(
  'stagione',
  {
    codStagione: code('cod_stagione').primaryKey(),
    desStagione: label('des_stagione').notNull(),
    corrente: boolean('corrente').notNull().default(false),
  },
  (t) => [
    uniqueIndex('stagione_una_corrente_uq')
      .on(t.corrente)
      .where(sql`${t.corrente}`),
  ],
);

/** Size tables: letters, numeric, one size. progSiglaTaglia is the qta_prog index of cart lines. */
export const tabellaTaglia = pgTable(
  'tabella_taglia',
  {
    codTabellaTaglia: code('cod_tabella_taglia').notNull(),
    progSiglaTaglia: smallint('prog_sigla_taglia').notNull(),
    siglaTaglia: varchar('sigla_taglia', { length: 12 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.codTabellaTaglia, t.progSiglaTaglia] })],
);

export const colore = pgTable('colore', {
  codColore: code('cod_colore').primaryKey(),
  desColoreIta: label('des_colore_ita').notNull(),
  desColoreEng: label('des_colore_eng').notNull(),
  coloreRgb: varchar('colore_rgb', { length: 7 }).notNull(),
});

export const articolo = pgTable(
  'articolo',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    codArticolo: code('cod_articolo').notNull().unique(),
    desArticolo: label('des_articolo').notNull(),
    desNota: text('des_nota'),
    desVersione: varchar('des_versione', { length: 60 }),
    vendibileCatalogo: boolean('vendibile_catalogo').notNull().default(true),
    codCatRaggrupp: varchar('cod_cat_raggrupp', { length: 3 }),
    codFamigliaArticolo: code('cod_famiglia_articolo')
      .notNull()
      .references(() => famigliaArticolo.codFamigliaArticolo),
    codCategoriaMerceologica: code('cod_categoria_merceologica').references(() => categoria.codCategoria),
    codLinea: code('cod_linea').references(() => linea.codLinea),
    codModuloSdo: code('cod_modulo_sdo').references(() => moduloSdo.codModuloSdo),
    codFunzioneSdo: code('cod_funzione_sdo').references(() => funzioneSdo.codFunzioneSdo),
    codSottoFunzioneSdo: code('cod_sotto_funzione_sdo').references(() => sottoFunzioneSdo.codSottoFunzioneSdo),
    codDimensioneSdo: code('cod_dimensione_sdo').references(() => dimensioneSdo.codDimensioneSdo),
    codTabellaTaglia: code('cod_tabella_taglia').notNull(),
    eticLavAcqua: varchar('etic_lav_acqua', { length: 40 }),
    eticLavSecco: varchar('etic_lav_secco', { length: 40 }),
    eticCandeggio: varchar('etic_candeggio', { length: 40 }),
    eticAsciugatura: varchar('etic_asciugatura', { length: 40 }),
    eticStiro: varchar('etic_stiro', { length: 40 }),
    dataInserimento: date('data_inserimento', { mode: 'string' }).notNull(),
    dataCancellazione: date('data_cancellazione', { mode: 'string' }),
    /** Lower-case, accent-free code, Italian title, description and family, for keyword search. */
    testoRicerca: text('testo_ricerca').notNull().default(''),
    /** The same in English. */
    testoRicercaEng: text('testo_ricerca_eng').notNull().default(''),
    /** Kept by triggers: the sizes in stock, each alone ('M') and with its colour ('NER/M'), for the size filter. */
    taglieDisponibili: text('taglie_disponibili')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Kept by triggers: the article's colour codes, for the colour filter. */
    colori: text('colori')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    index('articolo_famiglia_idx').on(t.codFamigliaArticolo),
    index('articolo_categoria_idx').on(t.codCategoriaMerceologica),
    index('articolo_modulo_linea_idx').on(t.codModuloSdo, t.codLinea),
    index('articolo_linea_idx').on(t.codLinea),
    index('articolo_raggrupp_idx').on(t.codCatRaggrupp),
    index('articolo_inserimento_idx').on(t.dataInserimento),
    // It also carries the plain filters' columns (INCLUDE, written in its migration: the builder has no
    // word for it), so that skipping to a deep page of a list reads the index alone.
    index('articolo_live_idx')
      .on(t.id)
      .where(sql`${t.dataCancellazione} is null`),
    index('articolo_taglie_idx').using('gin', t.taglieDisponibili),
    index('articolo_colori_idx').using('gin', t.colori),
    index('articolo_ricerca_trgm_idx').using('gin', sql`${t.testoRicerca} gin_trgm_ops`),
    index('articolo_ricerca_eng_trgm_idx').using('gin', sql`${t.testoRicercaEng} gin_trgm_ops`),
  ],
);

/**
 * Every distinct word of the article search texts, per language ('ita', 'eng'). Small next to
 * the texts, so a misspelt search word is corrected here through the trigram index first.
 */
export const searchWord = pgTable(
  'search_words',
  {
    language: varchar('language', { length: 3 }).notNull(),
    word: text('word').notNull(),
  },
  (t) => [primaryKey({ columns: [t.word, t.language] }), index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

/**
 * One row per article, kept by database triggers from the current season's B2C price and the
 * discount, so price order and price filters are served by an index: list price, discount (0
 * without one) and sale price (list x (1 - percent / 100), rounded to the cent, as the records
 * show it). A narrow table of its own, so a discount over the whole catalogue rewrites these
 * rows and not the articles with their search indexes.
 */
export const articoloPrezzoVendita = pgTable(
  'articolo_prezzo_vendita',
  {
    id: integer('id')
      .primaryKey()
      .references(() => articolo.id, { onDelete: 'cascade' }),
    codArticolo: code('cod_articolo').notNull().unique(),
    prezzoListino: euroColumn('prezzo_listino'),
    percentualeSconto: percentColumn('percentuale_sconto').notNull().default('0'),
    prezzoVendita: euroColumn('prezzo_vendita'),
  },
  (t) => [
    index('articolo_prezzo_vendita_idx').on(t.prezzoVendita.asc().nullsLast(), t.id),
    index('articolo_prezzo_vendita_desc_idx').on(t.prezzoVendita.desc().nullsLast(), t.id),
    index('articolo_prezzo_listino_idx').on(t.prezzoListino.asc().nullsLast(), t.id),
    index('articolo_sconto_idx').on(t.percentualeSconto, t.id),
  ],
);
