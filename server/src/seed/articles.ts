import { decimalString, divideRounded } from '@shop/shared/money';
import type * as schema from '../core/db/schema';
import { articleCopy } from './copy';
import { FAMILIES, type FamilyDef } from './families';
import { Prng, hashString } from '../core/lib/prng';
import { CATEGORIES, COLOURS, CURRENT_SEASON, MODEL_NAMES, MODULES_WITH_ARTICLES, PREVIOUS_SEASON, SIZE_TABLES } from './reference-data';

type Insert<K extends keyof typeof schema> = (typeof schema)[K] extends { $inferInsert: infer R } ? R : never;

export interface ArticleBatch {
  articolo: Insert<'articolo'>[];
  articoloNota: Insert<'articoloNota'>[];
  articoloDatiStag: Insert<'articoloDatiStag'>[];
  articoloColore: Insert<'articoloColore'>[];
  articoloPrezzoStagione: Insert<'articoloPrezzoStagione'>[];
  articoloDisponibilita: Insert<'articoloDisponibilita'>[];
  sconto: Insert<'sconto'>[];
  associazioneArticolo: Insert<'associazioneArticolo'>[];
}

const TOTAL_WEIGHT = FAMILIES.reduce((sum, family) => sum + family.weight, 0);
const LIVE_CATEGORIES = CATEGORIES.filter((c) => c.tipoCategoria === 2).map((c) => c.codCategoria);
/** The catalogue is dated relative to a fixed day so every run gives the same data. */
const REFERENCE_DAY = Date.UTC(2026, 10, 1);

/** Each article draws from its own generator, so batches can be built in any order. */
const rngFor = (index: number, topic: string) => new Prng(hashString(`${topic}:${index}`));

export function familyOf(index: number): FamilyDef {
  let ticket = rngFor(index, 'family').next() * TOTAL_WEIGHT;
  for (const family of FAMILIES) {
    ticket -= family.weight;
    if (ticket < 0) return family;
  }
  return FAMILIES[0] as FamilyDef;
}

export const articleCode = (index: number) => `${familyOf(index).code}${String(index + 1).padStart(6, '0')}`;

const isoDay = (daysBefore: number) => new Date(REFERENCE_DAY - daysBefore * 86_400_000).toISOString().slice(0, 10);
const roundPrice = (value: number) => Math.max(19, Math.round(value / 10) * 10 - 1);

/** Size sequences an article is made in: women's numeric sizes run small, men's large. */
function sizeRange(family: FamilyDef, line: string): number[] {
  const all = (SIZE_TABLES[family.sizeTable] ?? []).map((_, i) => i + 1);
  if (family.sizeTable !== 'NUM') return all;
  if (line === 'DON') return all.slice(0, 6);
  if (line === 'UOM') return all.slice(3);
  return all.slice(1, 8);
}

/** Partner among earlier articles, so it is already stored when the link is written. */
function partner(rng: Prng, index: number, families: string[]): string | undefined {
  for (let attempt = 0; attempt < 40 && index > 0; attempt += 1) {
    const candidate = index - rng.int(1, Math.min(index, 80));
    if (families.includes(familyOf(candidate).code)) return articleCode(candidate);
  }
  return undefined;
}

export function buildArticleBatch(start: number, end: number): ArticleBatch {
  const batch: ArticleBatch = {
    articolo: [],
    articoloNota: [],
    articoloDatiStag: [],
    articoloColore: [],
    articoloPrezzoStagione: [],
    articoloDisponibilita: [],
    sconto: [],
    associazioneArticolo: [],
  };
  for (let index = start; index < end; index += 1) addArticle(batch, index);
  return batch;
}

function addArticle(batch: ArticleBatch, index: number) {
  const rng = rngFor(index, 'article');
  const family = familyOf(index);
  const codArticolo = articleCode(index);
  const copy = articleCopy(rng, family.code, family.name, rng.pick(MODEL_NAMES), codArticolo);
  const line = rng.pick(family.lines);
  const roll = rng.next();
  const grouping = roll < 0.1 ? 'CR1' : roll < 0.24 ? 'CR2' : roll < 0.32 ? 'CR3' : null;
  const [wash, dry, bleach, drying, iron] = family.care.map((options) => rng.pick(options));
  const article: Insert<'articolo'> = {
    codArticolo,
    desArticolo: copy.desArticolo,
    desNota: null,
    desVersione: CURRENT_SEASON,
    vendibileCatalogo: rng.chance(0.98),
    codCatRaggrupp: grouping,
    codFamigliaArticolo: family.code,
    codCategoriaMerceologica: rng.chance(0.01) ? 'CAM' : rng.pick(LIVE_CATEGORIES),
    codLinea: line,
    codModuloSdo: rng.pick(MODULES_WITH_ARTICLES),
    codFunzioneSdo: family.subFunction === 'ACC' ? 'ACC' : 'ABB',
    codSottoFunzioneSdo: family.subFunction,
    codDimensioneSdo: rng.pick(family.fits),
    codTabellaTaglia: family.sizeTable,
    eticLavAcqua: wash ?? null,
    eticLavSecco: dry ?? null,
    eticCandeggio: bleach ?? null,
    eticAsciugatura: drying ?? null,
    eticStiro: iron ?? null,
    dataInserimento: isoDay(grouping === 'CR2' ? rng.int(0, 45) : rng.int(60, 500)),
    // One article in forty is withdrawn from sale, so every catalogue size has some.
    dataCancellazione: index % 40 === 7 ? isoDay(rng.int(1, 50)) : null,
    testoRicerca: copy.searchText.ita,
    testoRicercaEng: copy.searchText.eng,
  };
  batch.articolo.push(article);
  for (const lingua of ['ita', 'eng'] as const) {
    for (const [codClasseNota, desNota] of Object.entries(copy.notes[lingua])) {
      batch.articoloNota.push({ codArticolo, codLingua: lingua, codClasseNota, desNota });
    }
  }
  const [compositionIt, compositionEn] = copy.composition;
  const price = roundPrice(rng.int(family.price[0], family.price[1]));
  const seasons = rng.chance(0.25) ? [CURRENT_SEASON, PREVIOUS_SEASON] : [CURRENT_SEASON];
  for (const codStagione of seasons) {
    const b2c = codStagione === CURRENT_SEASON ? price : roundPrice(price * (0.88 + rng.next() * 0.1));
    batch.articoloPrezzoStagione.push(
      { codArticolo, codStagione, codListinoCli: 'B2C', prezzoListinoCli: decimalString(b2c * 100), codDivisa: 'EUR' },
      // The trade price: the consumer price without VAT, to the half euro (whole cents throughout).
      {
        codArticolo,
        codStagione,
        codListinoCli: 'B2I',
        prezzoListinoCli: decimalString(divideRounded(b2c * 100 * 2, 220) * 50),
        codDivisa: 'EUR',
      },
    );
    batch.articoloDatiStag.push({ codArticolo, codStagione, composizioneEstesaIta: compositionIt, composizioneEstesaEng: compositionEn });
  }
  const colours = rng.sample(COLOURS, family.sizeTable === 'UNI' ? rng.int(1, 3) : rng.int(1, 4));
  const soldOut = rng.chance(0.05);
  const sizes = sizeRange(family, line);
  const inStock: { codColore: string; progSiglaTaglia: number }[] = [];
  colours.forEach((colour, position) => {
    batch.articoloColore.push({ codArticolo, codColore: colour.codColore, ordine: position + 1, immagini: 3 });
    for (const progSiglaTaglia of sizes) {
      const qta = soldOut || rng.chance(0.18) ? 0 : rng.int(1, 14);
      batch.articoloDisponibilita.push({ codArticolo, codColore: colour.codColore, progSiglaTaglia, qta });
      if (qta > 0) inStock.push({ codColore: colour.codColore, progSiglaTaglia });
    }
  });
  const percent =
    grouping === 'CR1'
      ? rng.int(4, 8) * 5
      : grouping === 'CR3'
        ? rng.int(6, 10) * 5
        : grouping === null && rng.chance(0.08)
          ? rng.int(2, 6) * 5
          : 0;
  if (percent > 0) batch.sconto.push({ codArticolo, percentuale: String(percent) });
  // The copies the database triggers keep, written at once so the triggers find nothing to change.
  article.colori = colours.map((colour) => colour.codColore).sort();
  const sizeNames = SIZE_TABLES[family.sizeTable] ?? [];
  article.taglieDisponibili = [
    ...new Set(
      inStock.flatMap((row) => {
        const size = sizeNames[row.progSiglaTaglia - 1];
        return size ? [size, `${row.codColore}/${size}`] : [];
      }),
    ),
  ].sort();
  addAssociations(batch, rng, index, codArticolo, family);
}

function addAssociations(batch: ArticleBatch, rng: Prng, index: number, codArticolo: string, family: FamilyDef) {
  const links = new Set<string>();
  const wanted: [string, string[]][] = [
    ['accessorio', [family.code]],
    ['accessorio', [family.code]],
    ['completaLook', family.look],
    ['completaLook', family.look],
  ];
  for (const [motivo, families] of wanted) {
    const other = partner(rng, index, families);
    if (!other || other === codArticolo || links.has(`${motivo}:${other}`)) continue;
    links.add(`${motivo}:${other}`);
    batch.associazioneArticolo.push(
      { codArticolo1: codArticolo, codArticolo2: other, motivo },
      { codArticolo1: other, codArticolo2: codArticolo, motivo },
    );
  }
}
