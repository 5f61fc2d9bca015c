import type { LanguageCode, RestockNoticePayload } from '@shop/shared/contracts';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { articoloDisponibilita, restockNotices } from '../../core/db/schema';
import { queueMail } from '../../core/mail/mail-outbox';
import { newReturnToken } from '../payment/payment-request';
import { restockMail, variantNames } from './restock-mail';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type NoticeOutcome = 'saved' | 'in-stock' | 'unknown';

/**
 * Stores 'mail me when this size is back': one request per address and size. Asking again is
 * harmless (the language follows the last request) and, once a notice has been mailed, arms it again.
 * A size in stock, or one the article does not have, stores nothing.
 */
export async function askRestockNotice(db: Db, request: RestockNoticePayload, language: LanguageCode): Promise<NoticeOutcome> {
  const [stock] = await db
    .select({ qta: articoloDisponibilita.qta })
    .from(articoloDisponibilita)
    .where(
      and(
        eq(articoloDisponibilita.codArticolo, request.codArticolo),
        eq(articoloDisponibilita.codColore, request.codColore),
        eq(articoloDisponibilita.progSiglaTaglia, request.progSiglaTaglia),
      ),
    )
    .limit(1);
  if (!stock) return 'unknown';
  if (stock.qta > 0) return 'in-stock';
  await db
    .insert(restockNotices)
    .values({
      codArticolo: request.codArticolo,
      codColore: request.codColore,
      progSiglaTaglia: request.progSiglaTaglia,
      email: request.email.trim().toLowerCase(),
      languageCode: language,
      token: newReturnToken().token,
    })
    .onConflictDoUpdate({
      target: [restockNotices.email, restockNotices.codArticolo, restockNotices.codColore, restockNotices.progSiglaTaglia],
      set: { languageCode: language, notifiedAt: null },
    });
  return 'saved';
}

/** Drops the notice of a mail's link; an unknown or already dropped token changes nothing. */
export async function stopRestockNotice(db: Db, token: string): Promise<void> {
  await db.delete(restockNotices).where(eq(restockNotices.token, token));
}

/**
 * Inside the stock write's transaction: every notice waiting for a size now in stock is marked done
 * and its one mail queued, so a notice is mailed once however often the staff save. Returns how many.
 */
export async function queueRestockMails(
  tx: Tx,
  codArticolo: string,
  inStock: readonly { codColore: string; progSiglaTaglia: number }[],
  origin: string,
): Promise<number> {
  if (inStock.length === 0) return 0;
  const variant = or(
    ...inStock.map((row) => and(eq(restockNotices.codColore, row.codColore), eq(restockNotices.progSiglaTaglia, row.progSiglaTaglia))),
  );
  const claimed = await tx
    .update(restockNotices)
    .set({ notifiedAt: new Date() })
    .where(and(eq(restockNotices.codArticolo, codArticolo), isNull(restockNotices.notifiedAt), variant))
    .returning();
  if (claimed.length === 0) return 0;
  const languages = [...new Set(claimed.map((notice) => notice.languageCode as LanguageCode))];
  const names = await variantNames(tx, codArticolo, languages);
  if (!names) return 0;
  for (const notice of claimed) await queueMail(tx, restockMail(notice, names, origin));
  return claimed.length;
}
