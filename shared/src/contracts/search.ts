import { z } from 'zod';

/** Suggestions start after this many characters. */
export const SUGGEST_MIN_LENGTH = 2;

/** Body of API/suggest: what the shopper has typed in the header search so far. */
export const suggestRequestSchema = z
  .object({
    keyword: z.string().trim().min(SUGGEST_MIN_LENGTH).max(100),
  })
  .strict();
export type SuggestRequest = z.infer<typeof suggestRequestSchema>;

/** An article the keyword finds: its detail page is /items/detail/{id}. */
export interface SuggestedArticle {
  id: number;
  codArticolo: string;
  title: string;
}

/** A family the keyword names: its list is /items/famiglia/{codFamigliaArticolo}. */
export interface SuggestedFamily {
  codFamigliaArticolo: string;
  name: string;
}

/** Reply of API/suggest: the best few articles and the families, for the keyword as it was sent. */
export interface SuggestReply {
  error: false;
  keyword: string;
  articles: SuggestedArticle[];
  families: SuggestedFamily[];
}
