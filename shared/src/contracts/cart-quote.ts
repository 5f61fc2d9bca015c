import { z } from 'zod';
import { cartSchema } from './cart';
import { countryCodeSchema } from './common';

/** Body of CartAction/quote: the cart and the destination country it is priced for. */
export const cartQuoteRequestSchema = z.object({ cart: cartSchema, country: countryCodeSchema }).strict();
export type CartQuoteRequest = z.input<typeof cartQuoteRequestSchema>;

/** The server's prices for a cart, in whole euro cents: unit price per line, stock per size, shipping and totals. */
export interface CartQuote {
  country: string;
  lines: {
    riga_ordine_cli: number;
    cod_articolo: string;
    cod_spec_1: string;
    title: string;
    /** VAT-inclusive unit price of the destination country, in cents. */
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
