import type { Cart, CartQuote, LanguageCode, VatTreatment } from '@shop/shared/contracts';
import {
  discountedCents,
  EU_VAT_RATES,
  HOME_VAT_COUNTRY,
  rebaseVat,
  sumCents,
  toBasisPoints,
  toCents,
  type BasisPoints,
  type Cents,
} from '@shop/shared/money';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import {
  articolo,
  articoloDisponibilita,
  articoloNota,
  articoloPrezzoStagione,
  sconto,
  stagione,
  tabellaTaglia,
} from '../../core/db/schema';
import { SHIPPING_RATES } from './shipping-rates';

export const servesCountry = (country: string): boolean => country in EU_VAT_RATES && country in SHIPPING_RATES;

/**
 * The VAT rate of a sale: none for an intra-Community supply to a business, the destination's rate
 * for a distance sale (OSS), the home rate in Italy.
 */
export function destinationVatRate(country: string, treatment: VatTreatment = 'distance-sale'): BasisPoints {
  if (treatment === 'intra-eu-supply') return 0;
  return EU_VAT_RATES[country] ?? EU_VAT_RATES[HOME_VAT_COUNTRY]!;
}

/**
 * Unit price in `country`, in cents: the sale price (Italian VAT included) brought to the sale's
 * VAT rate (the destination's, or none for a business buying from another member state), rounded
 * half up to the cent once. Italy keeps the catalogue price.
 */
export function countryPrice(listPrice: Cents, discount: BasisPoints | null, country: string, treatment?: VatTreatment): Cents {
  const sale = discountedCents(listPrice, discount);
  return rebaseVat(sale, EU_VAT_RATES[HOME_VAT_COUNTRY]!, destinationVatRate(country, treatment));
}

/**
 * Shipping in cents for goods worth `goods` cents to `country`; zero from the country's threshold.
 * The table's amounts include the destination's VAT; a sale at another rate (none, for a business
 * buying from another member state) has both the cost and the threshold brought to that rate.
 */
export function shippingCost(goods: Cents, country: string, vatRate: BasisPoints = destinationVatRate(country)): Cents {
  const rate = SHIPPING_RATES[country];
  const tableRate = destinationVatRate(country);
  if (!rate || goods <= 0 || goods >= rebaseVat(rate.freeFrom, tableRate, vatRate)) return 0;
  return rebaseVat(rate.cost, tableRate, vatRate);
}

export type PricedLine = CartQuote['lines'][number];
export type PricedSize = PricedLine['sizes'][number];

/** A cart priced by the server, in cents, with the VAT rate its lines and shipping carry. */
export interface PricedCart extends CartQuote {
  vatRate: BasisPoints;
}

/** Who the cart is priced for: the destination and how the sale is taxed there. */
export interface PricingBuyer {
  country: string;
  treatment: VatTreatment;
}

/**
 * Prices every line of a cart for a destination country and VAT treatment from the database
 * (client prices are ignored) and reports the stock of every size asked for. Shipping follows the
 * goods: it carries the same rate.
 */
export async function priceCart(db: Db, cart: Cart, buyer: PricingBuyer, language: LanguageCode): Promise<PricedCart> {
  const { country, treatment } = buyer;
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
      unitCents: countryPrice(
        toCents(article.listPrice),
        article.percent === null ? null : toBasisPoints(article.percent),
        country,
        treatment,
      ),
      sizes: lineSizes,
    });
  }
  const subtotalCents = sumCents(lines.map((line) => line.unitCents * sumCents(line.sizes.map((size) => size.quantity))));
  const vatRate = destinationVatRate(country, treatment);
  const shippingCents = shippingCost(subtotalCents, country, vatRate);
  return {
    country,
    vatTreatment: treatment,
    vatRate,
    lines,
    unavailable,
    subtotalCents,
    shippingCents,
    totalCents: subtotalCents + shippingCents,
  };
}
