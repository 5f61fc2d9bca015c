import { eq, inArray } from 'drizzle-orm';
import { articolo, customerFavourites } from '../core/db/schema';
import { badRequest, unauthorized } from '../core/http/errors';
import { loadFavourites } from './data/customer-profile';
import type { ActionHandler } from '../core/http/action-context';
import { says } from '../core/http/messages';

/** Replaces the logged-in customer's favourites with the given article codes, in their order. */
export const updateFavorites: ActionHandler<'updateFavorites'> = async (payload, { db, customer }) => {
  const customerId = await customer();
  if (customerId === null) throw unauthorized(says('favouritesLoginRequired'));
  const codes = [...new Set(payload.favorites)];
  if (codes.length) {
    const known = await db.select({ code: articolo.codArticolo }).from(articolo).where(inArray(articolo.codArticolo, codes));
    const found = new Set(known.map((row) => row.code));
    const unknown = codes.filter((code) => !found.has(code));
    if (unknown.length) throw badRequest(says('unknownArticles', { codes: unknown.slice(0, 5).join(', ') }));
  }
  const start = Date.now();
  await db.transaction(async (tx) => {
    await tx.delete(customerFavourites).where(eq(customerFavourites.customerId, customerId));
    if (codes.length) {
      await tx
        .insert(customerFavourites)
        .values(codes.map((codArticolo, index) => ({ customerId, codArticolo, createdAt: new Date(start + index) })));
    }
  });
  return { error: false, favorites: await loadFavourites(db, customerId) };
};
