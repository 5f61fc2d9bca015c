import type { LanguageCode } from '@shop/shared/contracts';
import { and, inArray } from 'drizzle-orm';
import type { Db } from '../core/db/client';
import { articoloNota } from '../core/db/schema';

type Reader = Pick<Db, 'select'>;
export type Titles = Readonly<Record<'ita' | 'eng', string>>;

/**
 * The shop titles of the articles in Italian and in English (B2C_T, else B2C), for order rows that
 * are read later in either language. An article without a title in a language keeps `fallback`.
 */
export async function articleTitles(
  db: Reader,
  codes: readonly string[],
  fallback: (code: string) => string,
): Promise<Map<string, Titles>> {
  const notes = codes.length
    ? await db
        .select({
          code: articoloNota.codArticolo,
          language: articoloNota.codLingua,
          kind: articoloNota.codClasseNota,
          text: articoloNota.desNota,
        })
        .from(articoloNota)
        .where(and(inArray(articoloNota.codArticolo, [...codes]), inArray(articoloNota.codClasseNota, ['B2C_T', 'B2C'])))
    : [];
  const title = (code: string, language: LanguageCode) => {
    const of = (kind: string) => notes.find((note) => note.code === code && note.language === language && note.kind === kind)?.text;
    return of('B2C_T') ?? of('B2C') ?? fallback(code);
  };
  return new Map(codes.map((code) => [code, { ita: title(code, 'ita'), eng: title(code, 'eng') }]));
}

/** The row's description in `language`: the English one when asked and kept, else the Italian. */
export const rowDescription = (row: { description: string; descriptionEng: string }, language: LanguageCode): string =>
  language === 'eng' && row.descriptionEng ? row.descriptionEng : row.description;
