import type { ArticoloFilter, Ordering } from '@shop/shared/contracts';
import { and, asc, count, desc, eq, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { articolo, articoloPrezzoStagione, sconto, stagione } from '../db/schema';
import { plainText } from '../lib/text';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Current-season B2C list price of the outer article, for ordering. */
const listPrice = sql`(select ${articoloPrezzoStagione.prezzoListinoCli} from ${articoloPrezzoStagione}
  join ${stagione} on ${stagione.codStagione} = ${articoloPrezzoStagione.codStagione} and ${stagione.corrente}
  where ${articoloPrezzoStagione.codArticolo} = ${articolo.codArticolo} and ${articoloPrezzoStagione.codListinoCli} = 'B2C')`;
const discount = sql`coalesce((select ${sconto.percentuale} from ${sconto} where ${sconto.codArticolo} = ${articolo.codArticolo}), 0)`;

const orderColumns: Record<string, SQL | typeof articolo.id> = {
  id: sql`${articolo.id}`,
  codArticolo: sql`${articolo.codArticolo}`,
  desArticolo: sql`${articolo.desArticolo}`,
  dataInserimento: sql`${articolo.dataInserimento}`,
  prezzoListinoCli: listPrice,
  percentualeSconto: discount,
};

function conditions(filter: ArticoloFilter): SQL[] {
  const where: (SQL | undefined)[] = [];
  if (filter.id !== undefined) where.push(eq(articolo.id, filter.id));
  if (filter.codArticolo) where.push(eq(articolo.codArticolo, filter.codArticolo));
  if (filter.codArticoli) {
    where.push(filter.codArticoli.length ? inArray(articolo.codArticolo, filter.codArticoli) : sql`false`);
  }
  if (filter.keyword) {
    const words = plainText(filter.keyword).split(/\s+/).filter(Boolean).slice(0, 6);
    for (const word of words) where.push(sql`${articolo.testoRicerca} like ${`%${escapeLike(word)}%`}`);
  }
  if (filter.codCatRaggrupp) where.push(eq(articolo.codCatRaggrupp, filter.codCatRaggrupp));
  if (filter.escludiCodCatRaggrupps?.length) {
    where.push(or(isNull(articolo.codCatRaggrupp), notInArray(articolo.codCatRaggrupp, filter.escludiCodCatRaggrupps)));
  }
  if (filter.codCategoriaMerceologica) where.push(eq(articolo.codCategoriaMerceologica, filter.codCategoriaMerceologica));
  if (filter.codModuloSdo) where.push(eq(articolo.codModuloSdo, filter.codModuloSdo));
  if (filter.codLinea) where.push(eq(articolo.codLinea, filter.codLinea));
  if (filter.codFamigliaArticolo) where.push(eq(articolo.codFamigliaArticolo, filter.codFamigliaArticolo));
  // Live articles only, unless the caller explicitly asks for cancelled ones too.
  const liveOnly = filter.dataCancellazione !== undefined || filter.nonCancellati !== false;
  if (liveOnly) where.push(isNull(articolo.dataCancellazione));
  if (filter.scontati !== undefined) {
    const discounted = sql`exists (select 1 from ${sconto} where ${sconto.codArticolo} = ${articolo.codArticolo} and ${sconto.percentuale} > 0)`;
    where.push(filter.scontati ? discounted : sql`not ${discounted}`);
  }
  return where.filter((condition): condition is SQL => condition !== undefined);
}

export interface Page {
  offset: number;
  limit: number;
}

/** Codes of one page of articles matching the filter, and how many match in all. */
export async function findArticoli(db: Db, filter: ArticoloFilter, orderings: Ordering[], page: Page) {
  const where = and(...conditions(filter));
  const [total] = await db.select({ n: count() }).from(articolo).where(where);
  const order = orderings.map((o) => {
    const column = orderColumns[o.key] ?? articolo.id;
    return o.direction === 'desc' ? desc(column) : asc(column);
  });
  const rows = await db
    .select({ codArticolo: articolo.codArticolo })
    .from(articolo)
    .where(where)
    .orderBy(...order, asc(articolo.id))
    .limit(page.limit)
    .offset(page.offset);
  return { codes: rows.map((row) => row.codArticolo), totalCount: total?.n ?? 0 };
}
