import { photoUrl, PHOTO_WIDTHS, type LanguageCode } from '@shop/shared/contracts';
import { formatCents } from '@shop/shared/money';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import type { orderRows } from '../../core/db/schema';
import { articoloFoto, colore } from '../../core/db/schema';
import { articleImageUrl } from '../../core/lib/article-image-url';
import { markup, safeUrl, type SafeHtml } from '../../core/mail/mail-html';
import { MAIL_LOOK as L } from '../../core/mail/mail-layout';
import { mailTextIn } from '../../core/mail/mail-text';
import { rowDescription } from '../row-titles';

type OrderRow = typeof orderRows.$inferSelect;

/** An order row as a mail shows it: its picture's absolute address and its colour's name. */
export interface MailRow {
  row: OrderRow;
  description: string;
  colour: string;
  picture: string;
}

/** The smallest JPEG of a photo: sharp enough for an 80 px thumbnail on any screen, light on a phone's data. */
const THUMB_WIDTH = PHOTO_WIDTHS[0];

const key = (codArticolo: string, codColore: string) => `${codArticolo}\u0000${codColore}`;

/**
 * The rows with what a mail shows of each: the colour's first photo (its 320 px JPEG) when the staff
 * uploaded one, else the drawn picture the catalogue serves, both at the shop's public origin;
 * the colour's name in the language (its code when the colour is gone).
 */
export async function mailRows(db: Db, rows: readonly OrderRow[], language: LanguageCode, origin: string): Promise<MailRow[]> {
  const articles = [...new Set(rows.map((row) => row.codArticolo))];
  const colours = [...new Set(rows.map((row) => row.codColore))];
  const [names, photos] = articles.length
    ? await Promise.all([
        db.select().from(colore).where(inArray(colore.codColore, colours)),
        db
          .select({ id: articoloFoto.id, codArticolo: articoloFoto.codArticolo, codColore: articoloFoto.codColore })
          .from(articoloFoto)
          .where(inArray(articoloFoto.codArticolo, articles))
          .orderBy(asc(articoloFoto.ordine)),
      ])
    : [[], []];
  const firstPhoto = new Map<string, number>();
  for (const photo of photos)
    if (!firstPhoto.has(key(photo.codArticolo, photo.codColore))) firstPhoto.set(key(photo.codArticolo, photo.codColore), photo.id);
  return rows.map((row) => {
    const named = names.find((name) => name.codColore === row.codColore);
    const photo = firstPhoto.get(key(row.codArticolo, row.codColore));
    const path = photo === undefined ? articleImageUrl(row.codArticolo, row.codColore, 1) : photoUrl(photo, THUMB_WIDTH, 'jpg');
    return {
      row,
      description: rowDescription(row, language),
      colour: named ? (language === 'eng' ? named.desColoreEng : named.desColoreIta) : row.codColore,
      picture: `${origin}${path}`,
    };
  });
}

/** The rows as lines of the text part. */
export function rowsText(rows: readonly MailRow[], language: LanguageCode): string[] {
  const t = mailTextIn(language);
  return rows.map(({ row, description, colour }) =>
    t('orderRow', {
      quantity: row.quantity,
      description,
      colour,
      code: row.codArticolo,
      size: row.siglaTaglia,
      unit: formatCents(row.unitGrossCents, language),
      amount: formatCents(row.grossCents, language),
    }),
  );
}

/** The rows in the HTML part: picture, name, colour, size, quantity and price, the row's amount at the right. */
export function rowsHtml(rows: readonly MailRow[], language: LanguageCode): SafeHtml {
  const t = mailTextIn(language);
  const small = `font-family:${L.sans};font-size:14px;line-height:1.45;color:${L.textMuted}`;
  const cell = `border-bottom:1px solid ${L.border}`;
  return markup`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px">${rows.map(
    ({ row, description, colour, picture }) =>
      markup`<tr>
<td width="80" valign="top" style="padding:12px 12px 12px 0;${cell};width:80px"><img src="${safeUrl(picture)}" width="80" height="120" alt="${description}, ${colour}" style="display:block;width:80px;height:120px;object-fit:cover;border:0;background:${L.muted};font-family:${L.sans};font-size:11px;color:${L.textMuted}"></td>
<td valign="top" style="padding:12px 0;${cell}">
<p style="margin:0 0 4px;font-family:${L.serif};font-size:19px;line-height:1.2;color:${L.text}">${description}</p>
<p style="margin:0;${small}">${t('rowColour', { colour })}</p>
<p style="margin:0;${small}">${t('rowSize', { size: row.siglaTaglia })}</p>
<p style="margin:0;${small}">${t('rowQuantity', { quantity: row.quantity, unit: formatCents(row.unitGrossCents, language) })}</p>
</td>
<td valign="top" align="right" style="padding:12px 0 12px 12px;${cell};font-family:${L.sans};font-size:16px;font-weight:600;color:${L.text};white-space:nowrap;text-align:right">${formatCents(row.grossCents, language)}</td>
</tr>`,
  )}</table>`;
}
