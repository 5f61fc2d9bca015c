import { getTableColumns, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Inserts many rows with one JSON parameter per chunk (json_to_recordset): far fewer
 * round trips and parameters than a multi-row VALUES list, on PGlite and Postgres alike.
 * Only the keys of the first row are written, so column defaults apply to the others.
 */
export async function bulkInsert<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][], chunkSize = 5000) {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(first).filter((key) => key in columns);
  const names = keys.map((key) => quote(columns[key]?.name ?? key));
  const typed = keys.map((key, i) => `${names[i]} ${columns[key]?.getSQLType() ?? 'text'}`);
  const target = quote(getTableConfig(table).name);
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize).map((row) => {
      const record: Record<string, unknown> = {};
      keys.forEach((key, i) => {
        record[columns[key]?.name ?? String(i)] = (row as Record<string, unknown>)[key] ?? null;
      });
      return record;
    });
    await db.execute(
      sql`insert into ${sql.raw(target)} (${sql.raw(names.join(', '))})
          select ${sql.raw(names.join(', '))}
          from json_to_recordset(${JSON.stringify(chunk)}::json) as x(${sql.raw(typed.join(', '))})`,
    );
  }
}
