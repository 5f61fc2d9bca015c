import type { LanguageCode } from '@shop/shared/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import * as t from '../../core/db/schema';

const currentSeason = eq(t.stagione.corrente, true);

export function selectColours(db: Db, codes: string[], language: LanguageCode) {
  return db
    .select({
      codArticolo: t.articoloColore.codArticolo,
      codColore: t.articoloColore.codColore,
      desColore: language === 'eng' ? t.colore.desColoreEng : t.colore.desColoreIta,
      coloreRgb: t.colore.coloreRgb,
      immagini: t.articoloColore.immagini,
    })
    .from(t.articoloColore)
    .innerJoin(t.colore, eq(t.colore.codColore, t.articoloColore.codColore))
    .where(inArray(t.articoloColore.codArticolo, codes))
    .orderBy(asc(t.articoloColore.codArticolo), asc(t.articoloColore.ordine));
}

export function selectStock(db: Db, codes: string[]) {
  return db
    .select({
      codArticolo: t.articoloDisponibilita.codArticolo,
      codColore: t.articoloDisponibilita.codColore,
      progSiglaTaglia: t.articoloDisponibilita.progSiglaTaglia,
      qta: t.articoloDisponibilita.qta,
    })
    .from(t.articoloDisponibilita)
    .where(inArray(t.articoloDisponibilita.codArticolo, codes))
    .orderBy(
      asc(t.articoloDisponibilita.codArticolo),
      asc(t.articoloDisponibilita.codColore),
      asc(t.articoloDisponibilita.progSiglaTaglia),
    );
}

/** Season prices; `currentOnly` keeps the current season. */
export function selectSeasonPrices(db: Db, codes: string[], currentOnly: boolean) {
  return db
    .select({
      codArticolo: t.articoloPrezzoStagione.codArticolo,
      codStagione: t.articoloPrezzoStagione.codStagione,
      codListinoCli: t.articoloPrezzoStagione.codListinoCli,
      prezzoListinoCli: t.articoloPrezzoStagione.prezzoListinoCli,
      codDivisa: t.articoloPrezzoStagione.codDivisa,
    })
    .from(t.articoloPrezzoStagione)
    .innerJoin(t.stagione, eq(t.stagione.codStagione, t.articoloPrezzoStagione.codStagione))
    .where(and(inArray(t.articoloPrezzoStagione.codArticolo, codes), currentOnly ? currentSeason : undefined))
    .orderBy(
      asc(t.articoloPrezzoStagione.codArticolo),
      asc(t.articoloPrezzoStagione.codStagione),
      asc(t.articoloPrezzoStagione.codListinoCli),
    );
}

/** Sizes each article is made in: the rows of its size table that have a stock row. */
export function selectSizes(db: Db, codes: string[]) {
  return db
    .selectDistinct({
      codArticolo: t.articoloDisponibilita.codArticolo,
      codTabellaTaglia: t.tabellaTaglia.codTabellaTaglia,
      siglaTaglia: t.tabellaTaglia.siglaTaglia,
      progSiglaTaglia: t.tabellaTaglia.progSiglaTaglia,
    })
    .from(t.articoloDisponibilita)
    .innerJoin(t.articolo, eq(t.articolo.codArticolo, t.articoloDisponibilita.codArticolo))
    .innerJoin(
      t.tabellaTaglia,
      and(
        eq(t.tabellaTaglia.codTabellaTaglia, t.articolo.codTabellaTaglia),
        eq(t.tabellaTaglia.progSiglaTaglia, t.articoloDisponibilita.progSiglaTaglia),
      ),
    )
    .where(inArray(t.articoloDisponibilita.codArticolo, codes))
    .orderBy(asc(t.articoloDisponibilita.codArticolo), asc(t.tabellaTaglia.progSiglaTaglia));
}

export function selectDiscounts(db: Db, codes: string[]) {
  return db
    .select({ id: t.sconto.id, codArticolo: t.sconto.codArticolo, percentuale: t.sconto.percentuale })
    .from(t.sconto)
    .where(inArray(t.sconto.codArticolo, codes))
    .orderBy(asc(t.sconto.codArticolo));
}

export function selectLinks(db: Db, codes: string[], motivo?: string) {
  return db
    .select({
      codArticolo1: t.associazioneArticolo.codArticolo1,
      codArticolo2: t.associazioneArticolo.codArticolo2,
      motivo: t.associazioneArticolo.motivo,
    })
    .from(t.associazioneArticolo)
    .where(and(inArray(t.associazioneArticolo.codArticolo1, codes), motivo ? eq(t.associazioneArticolo.motivo, motivo) : undefined))
    .orderBy(asc(t.associazioneArticolo.codArticolo1), asc(t.associazioneArticolo.motivo), asc(t.associazioneArticolo.codArticolo2));
}

export function selectNotes(db: Db, codes: string[], language: LanguageCode) {
  return db
    .select({ codArticolo: t.articoloNota.codArticolo, codClasseNota: t.articoloNota.codClasseNota, desNota: t.articoloNota.desNota })
    .from(t.articoloNota)
    .where(and(inArray(t.articoloNota.codArticolo, codes), eq(t.articoloNota.codLingua, language)))
    .orderBy(asc(t.articoloNota.codArticolo), asc(t.articoloNota.codClasseNota));
}
