import type { APIRequestContext, Page } from '@playwright/test';

export const API = '/Apps/WebObjects/Shop.woa/wa';

/** The header's account link once the session is restored. */
const ACCOUNT_LINK = 'Il mio account';

export interface ApiArticle {
  id: number;
  codArticolo: string;
  colori: { codColore: string; desColore: string }[];
  taglie: { siglaTaglia: string; progSiglaTaglia: number }[];
  disponibilita: { codColore: string; progSiglaTaglia: number; qta: number }[];
  codiciArticoloCompletaLook: string[];
  soldOut: boolean;
  prezzo: { prezzoVendita: number } | null;
}

/** The largest page the API gives anyone but staff. */
const LARGEST_PAGE = 100;

/** Reads the first `limit` articles straight from the server, to compare the pages with (in pages of at most 100). */
export async function readArticles(request: APIRequestContext, expression: object, limit = 40) {
  const size = Math.min(limit, LARGEST_PAGE);
  const records: ApiArticle[] = [];
  let totalCount = 0;
  for (let page = 1; records.length < limit; page += 1) {
    const response = await request.post(`${API}/API/read`, { data: { entity: 'Articolo', expression, pagination: { page, limit: size } } });
    const reply = (await response.json()) as { records: ApiArticle[]; totalCount: number };
    records.push(...reply.records);
    totalCount = reply.totalCount;
    if (reply.records.length < size) break;
  }
  return { records: records.slice(0, limit), totalCount };
}

/** Logs the demo customer in through the API and keeps the token the way the shop does, then reloads. */
export async function logInAsDemo(page: Page): Promise<void> {
  const response = await page.request.post(`${API}/AccountAction/login`, {
    data: { email: 'demo@shop.test', password: 'Demo!2345' },
  });
  const { xtstoredsession } = (await response.json()) as { xtstoredsession: string };
  await page.evaluate((token) => localStorage.setItem('xtstoredsession', JSON.stringify(token)), xtstoredsession);
  await page.reload();
  await page.getByRole('link', { name: ACCOUNT_LINK }).waitFor();
}
