import type { APIRequestContext, Page } from '@playwright/test';
import { readArticles } from './catalog-helpers';
import { expect } from './fixtures';

export const API = '/Apps/WebObjects/Shop.woa/wa';

interface ArticleRecord {
  codArticolo: string;
  prezzo: { prezzoVendita: number } | null;
  taglie: { siglaTaglia: string; progSiglaTaglia: number }[];
  disponibilita: { codColore: string; progSiglaTaglia: number; qta: number }[];
}

export interface SizePick {
  prog: number;
  sigla: string;
  stock: number;
}

export interface ArticlePick {
  codArticolo: string;
  codColore: string;
  prezzo: number;
  sizes: SizePick[];
}

/** Articles read through the real API with two sizes of one colour holding 2 to 5 pieces each. */
export async function pickArticles(request: APIRequestContext, count: number, skip = 0): Promise<ArticlePick[]> {
  const { records } = await readArticles(request, {}, 200);
  const picks: ArticlePick[] = [];
  for (const article of records) {
    if (!article.prezzo) continue;
    const colours = [...new Set(article.disponibilita.map((d) => d.codColore))];
    for (const colour of colours) {
      const sizes = article.disponibilita
        .filter((d) => d.codColore === colour && d.qta >= 2 && d.qta <= 5)
        .map((d) => ({
          prog: d.progSiglaTaglia,
          stock: d.qta,
          sigla: article.taglie.find((t) => t.progSiglaTaglia === d.progSiglaTaglia)?.siglaTaglia ?? '',
        }))
        .filter((s) => s.sigla);
      if (sizes.length >= 2) {
        picks.push({ codArticolo: article.codArticolo, codColore: colour, prezzo: article.prezzo.prezzoVendita, sizes: sizes.slice(0, 2) });
        break;
      }
    }
  }
  return picks.slice(skip, skip + count);
}

/** Stock of one size now, read through the API. */
export async function stockOf(request: APIRequestContext, pick: ArticlePick, prog: number): Promise<number> {
  const response = await request.post(`${API}/API/read`, { data: { entity: 'Articolo', expression: { codArticolo: pick.codArticolo } } });
  const { records } = (await response.json()) as { records: ArticleRecord[] };
  return records[0]?.disponibilita.find((d) => d.codColore === pick.codColore && d.progSiglaTaglia === prog)?.qta ?? -1;
}

/** A cart line as the product page stores it. */
export function lineOf(pick: ArticlePick, row: number, quantities: Record<number, number>) {
  const length = Math.max(...Object.keys(quantities).map(Number)) + 1;
  return {
    riga_ordine_cli: row,
    cod_articolo: pick.codArticolo,
    cod_spec_1: pick.codColore,
    prezzo: pick.prezzo,
    qta_prog: Array.from({ length }, (_, i) => quantities[i] ?? 0),
  };
}

/** Writes the cart (and optionally more keys) into localStorage the way the shop persists it. */
export async function storeInBrowser(page: Page, values: Record<string, unknown>): Promise<void> {
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, JSON.stringify(value));
  }, values);
}

export const cartOf = (...righe: ReturnType<typeof lineOf>[]) => ({ righe, imp_spese_trasp: 0, regalo: false });

export const guest = {
  tipo_persona: 'F',
  denominazione: 'Giulia Neri',
  email: 'giulia.neri@example.com',
  telefono: '3331234567',
  cod_nazione_ope: 'IT',
  indirizzo_ope: 'Via Roma 1',
  cap_ope: '20121',
  comune_ope: 'Milano',
  sigla_provincia_ope: 'MI',
  indirizzo_amm: '',
  cap_amm: '',
  comune_amm: '',
  sigla_provincia_amm: '',
  cod_nazione_amm: '',
  codice_fiscale: 'NRIGLI80A41F205R',
  partita_iva: '',
  partita_iva_cee: '-',
  codice_destinatario_sdi: '',
  email_pec: '',
};

/** The stand-in gateway's page and the thank-you page, in the shopper's language. */
const GATEWAY = {
  it: {
    title: 'Pagamento con carta',
    card: 'Numero carta',
    expiry: 'Scadenza (MM/AA)',
    pay: /^Paga /,
    thanks: 'Grazie per il tuo acquisto',
  },
  en: { title: 'Card payment', card: 'Card number', expiry: 'Expiry (MM/YY)', pay: /^Pay /, thanks: 'Thank you for your purchase' },
} as const;

/** Pays on the stand-in gateway with its approving test card and waits for the thank-you page. */
export async function payWithApprovingCard(page: Page, lang: 'it' | 'en' = 'it'): Promise<void> {
  const t = GATEWAY[lang];
  await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
  await page.getByLabel(t.card).fill('4539970000000006');
  await page.getByLabel(t.expiry).fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: t.pay }).click();
  await expect(page).toHaveURL(/\/wa\/CartAction\/ok\?t=[\w-]{43}&outcome=OK$/);
  await expect(page.getByRole('heading', { level: 1, name: t.thanks })).toBeVisible();
}
