import { salePrice, type Cart, type LanguageCode } from '@shop/shared/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { articolo, articoloDisponibilita, articoloNota, articoloPrezzoStagione, sconto, stagione, tabellaTaglia } from '../db/schema';
import { SHIPPING_RATES } from './shipping-rates';
import { HOME_COUNTRY, VAT_RATES } from './vat-rates';

export const COUNTRY_NOT_SERVED = 'Spedizione non disponibile per la nazione scelta';
export const ARTICLE_UNAVAILABLE = 'Articolo non più disponibile';

const round2 = (amount: number) => Math.round(amount * 100) / 100;

export const servesCountry = (country: string): boolean => country in VAT_RATES && country in SHIPPING_RATES;

/**
 * Unit price for a consumer in `country`: the sale price (Italian VAT included) brought to the
 * destination country's VAT. Italy keeps the catalogue price to the cent.
 */
export function countryPrice(listPrice: number, percent: number | null, country: string): number {
  const sale = salePrice(listPrice, percent);
  const rate = VAT_RATES[country];
  if (country === HOME_COUNTRY || rate === undefined) return sale;
  const home = VAT_RATES[HOME_COUNTRY] ?? 22;
  return round2((sale / (1 + home / 100)) * (1 + rate / 100));
}

/** Shipping for goods worth `goods` to `country`; zero from the country's threshold. */
export function shippingCost(goods: number, country: string): number {
  const rate = SHIPPING_RATES[country];
  if (!rate || goods <= 0 || goods >= rate.freeFrom) return 0;
  return rate.cost;
}

export interface PricedSize {
  progSiglaTaglia: number;
  siglaTaglia: string;
  quantity: number;
  /** Pieces in stock now. */
  stock: number;
}

export interface PricedLine {
  riga_ordine_cli: number;
  cod_articolo: string;
  cod_spec_1: string;
  title: string;
  prezzo: number;
  sizes: PricedSize[];
}

export interface PricedCart {
  country: string;
  lines: PricedLine[];
  /** Lines the shop can no longer sell (unknown, withdrawn or without a price). */
  unavailable: string[];
  subtotal: number;
  shipping: number;
  total: number;
}

/**
 * Prices every line of a cart for a destination country from the database (client prices are
 * ignored) and reports the stock of every size asked for.
 */
export async function priceCart(db: Db, cart: Cart, country: string, language: LanguageCode): Promise<PricedCart> {
  const codes = [...new Set(cart.righe.map((line) => line.cod_articolo))];
  const articles = codes.length
    ? await db
        .select({
          codArticolo: articolo.codArticolo,
          desArticolo: articolo.desArticolo,
          codTabellaTaglia: articolo.codTabellaTaglia,
          dataCancellazione: articolo.dataCancellazione,
          vendibile: articolo.vendibileCatalogo,
          listPrice: articoloPrezzoStagione.prezzoListinoCli,
          percent: sconto.percentuale,
        })
        .from(articolo)
        .leftJoin(
          articoloPrezzoStagione,
          and(eq(articoloPrezzoStagione.codArticolo, articolo.codArticolo), eq(articoloPrezzoStagione.codListinoCli, 'B2C')),
        )
        .innerJoin(stagione, and(eq(stagione.codStagione, articoloPrezzoStagione.codStagione), eq(stagione.corrente, true)))
        .leftJoin(sconto, eq(sconto.codArticolo, articolo.codArticolo))
        .where(inArray(articolo.codArticolo, codes))
    : [];
  const titles = codes.length
    ? await db
        .select()
        .from(articoloNota)
        .where(
          and(
            inArray(articoloNota.codArticolo, codes),
            eq(articoloNota.codLingua, language),
            inArray(articoloNota.codClasseNota, ['B2C_T', 'B2C']),
          ),
        )
    : [];
  const tables = [...new Set(articles.map((a) => a.codTabellaTaglia))];
  const sizes = tables.length ? await db.select().from(tabellaTaglia).where(inArray(tabellaTaglia.codTabellaTaglia, tables)) : [];
  const stock = codes.length ? await db.select().from(articoloDisponibilita).where(inArray(articoloDisponibilita.codArticolo, codes)) : [];

  const lines: PricedLine[] = [];
  const unavailable: string[] = [];
  for (const line of cart.righe) {
    const article = articles.find((a) => a.codArticolo === line.cod_articolo);
    if (!article || article.listPrice === null || article.dataCancellazione !== null || !article.vendibile) {
      unavailable.push(line.cod_articolo);
      continue;
    }
    const note = (cls: string) => titles.find((t) => t.codArticolo === line.cod_articolo && t.codClasseNota === cls)?.desNota;
    const lineSizes: PricedSize[] = [];
    line.qta_prog.forEach((quantity, prog) => {
      if (prog === 0 || !quantity) return;
      const size = sizes.find((s) => s.codTabellaTaglia === article.codTabellaTaglia && s.progSiglaTaglia === prog);
      const pieces = stock.find(
        (s) => s.codColore === line.cod_spec_1 && s.progSiglaTaglia === prog && s.codArticolo === line.cod_articolo,
      );
      lineSizes.push({ progSiglaTaglia: prog, siglaTaglia: size?.siglaTaglia ?? '', quantity, stock: size ? (pieces?.qta ?? 0) : 0 });
    });
    lines.push({
      riga_ordine_cli: line.riga_ordine_cli,
      cod_articolo: line.cod_articolo,
      cod_spec_1: line.cod_spec_1,
      title: note('B2C_T') ?? note('B2C') ?? article.desArticolo,
      prezzo: countryPrice(article.listPrice, article.percent, country),
      sizes: lineSizes,
    });
  }
  const subtotal = round2(lines.reduce((sum, line) => sum + line.prezzo * line.sizes.reduce((n, s) => n + s.quantity, 0), 0));
  const shipping = shippingCost(subtotal, country);
  return { country, lines, unavailable, subtotal, shipping, total: round2(subtotal + shipping) };
}
