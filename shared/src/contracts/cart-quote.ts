import { z } from 'zod';
import { cartSchema } from './cart';
import { countryCodeSchema, textOrEmpty } from './common';
import type { VatTreatment } from './vat-treatment';

/**
 * Body of CartAction/quote: the cart and the destination country it is priced for; a guest company
 * adds its EU VAT number (a signed-in customer's comes from the account, whatever is sent).
 */
export const cartQuoteRequestSchema = z
  .object({ cart: cartSchema, country: countryCodeSchema, vatNumber: textOrEmpty(20).optional() })
  .strict();
export type CartQuoteRequest = z.input<typeof cartQuoteRequestSchema>;

/** The server's prices for a cart, in whole euro cents: unit price per line, stock per size, shipping and totals. */
export interface CartQuote {
  country: string;
  /** How the sale is taxed: an intra-eu-supply is priced net of VAT (art. 41 DL 331/93). */
  vatTreatment: VatTreatment;
  lines: {
    riga_ordine_cli: number;
    cod_articolo: string;
    cod_spec_1: string;
    title: string;
    /** Unit price in cents: VAT-inclusive at the destination's rate, net for an intra-EU supply. */
    unitCents: number;
    sizes: { progSiglaTaglia: number; siglaTaglia: string; quantity: number; stock: number }[];
  }[];
  /** Article codes the shop can no longer sell. */
  unavailable: string[];
  /** Lines' unit price x quantity, summed; shipping; their sum. All in cents. */
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
}
