import type { LanguageCode } from '@shop/shared/contracts';
import { inLanguage, paths } from '@shop/shared/paths';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { articolo, articoloNota, colore, tabellaTaglia, type restockNotices } from '../../core/db/schema';
import type { OutgoingMail } from '../../core/mail/mail-outbox';
import { mailTextIn } from '../../core/mail/mail-text';

type Reader = Pick<Db, 'select'>;

/** What a restock mail names: the article's page and title, its colours and sizes, in each language asked. */
export interface VariantNames {
  id: number;
  title: (language: LanguageCode) => string;
  colour: (codColore: string, language: LanguageCode) => string;
  size: (progSiglaTaglia: number) => string;
}

/** The article's shop title (B2C_T, else B2C, else its description), colours and size labels; null for no such article. */
export async function variantNames(db: Reader, codArticolo: string, languages: readonly LanguageCode[]): Promise<VariantNames | null> {
  const [article] = await db
    .select({ id: articolo.id, desArticolo: articolo.desArticolo, codTabellaTaglia: articolo.codTabellaTaglia })
    .from(articolo)
    .where(eq(articolo.codArticolo, codArticolo))
    .limit(1);
  if (!article) return null;
  const [notes, colours, sizes] = await Promise.all([
    db
      .select({ language: articoloNota.codLingua, kind: articoloNota.codClasseNota, text: articoloNota.desNota })
      .from(articoloNota)
      .where(
        and(
          eq(articoloNota.codArticolo, codArticolo),
          inArray(articoloNota.codLingua, [...languages]),
          inArray(articoloNota.codClasseNota, ['B2C_T', 'B2C']),
        ),
      ),
    db.select().from(colore),
    db.select().from(tabellaTaglia).where(eq(tabellaTaglia.codTabellaTaglia, article.codTabellaTaglia)),
  ]);
  const note = (language: LanguageCode, kind: string) => notes.find((n) => n.language === language && n.kind === kind)?.text;
  return {
    id: article.id,
    title: (language) => note(language, 'B2C_T') ?? note(language, 'B2C') ?? article.desArticolo,
    colour: (codColore, language) => {
      const found = colours.find((c) => c.codColore === codColore);
      return (language === 'eng' ? found?.desColoreEng : found?.desColoreIta) ?? codColore;
    },
    size: (prog) => sizes.find((s) => s.progSiglaTaglia === prog)?.siglaTaglia ?? String(prog),
  };
}

/**
 * The one mail of a notice, in the language it was asked in: the article, colour and size, a link
 * to its page and a link that drops the notice. Links start at the shop's configured origin.
 */
export function restockMail(notice: typeof restockNotices.$inferSelect, names: VariantNames, origin: string): OutgoingMail {
  const language: LanguageCode = notice.languageCode === 'eng' ? 'eng' : 'ita';
  const t = mailTextIn(language);
  const article = names.title(language);
  const colour = names.colour(notice.codColore, language);
  const size = names.size(notice.progSiglaTaglia);
  const page = `${origin}${inLanguage(paths.itemDetail(names.id), language)}`;
  const stop = `${origin}${inLanguage(paths.restockNoticeStop(notice.token), language)}`;
  const text = [
    t('hello'),
    '',
    t('restockBack', { article, colour, size }),
    page,
    '',
    t('restockOnce'),
    '',
    t('restockStop'),
    stop,
    '',
    t('closing'),
  ].join('\n');
  return { kind: 'restock-notice', to: notice.email, subject: t('restockSubject', { article }), text };
}
