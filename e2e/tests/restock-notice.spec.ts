import { mailFromOutbox, uniqueEmail } from './account-helpers';
import { staffLogin } from './backoffice-helpers';
import { API, readArticles, type ApiArticle } from './catalog-helpers';
import { expect, test } from './fixtures';
import { staffToken } from './photo-helpers';

test.describe.configure({ timeout: 120_000 });

interface SoldOutPick {
  article: ApiArticle;
  colour: ApiArticle['colori'][number];
  size: ApiArticle['taglie'][number];
}

/**
 * A sold-out size of a live article, from the end of the list (the other journeys pick from its
 * start), a different one for each project so phone and desktop do not restock each other's size.
 */
async function pickSoldOut(request: Parameters<typeof readArticles>[0], project: string): Promise<SoldOutPick> {
  const { records } = await readArticles(request, { escludiCodCatRaggrupps: ['CR1', 'CR3'] }, 200);
  const picks = records.flatMap((article) =>
    article.prezzo && !article.soldOut
      ? article.disponibilita
          .filter((d) => d.qta === 0 && d.codColore !== article.colori[0]?.codColore)
          .map((d) => ({
            article,
            colour: article.colori.find((c) => c.codColore === d.codColore)!,
            size: article.taglie.find((t) => t.progSiglaTaglia === d.progSiglaTaglia)!,
          }))
          .filter((pick) => pick.colour && pick.size)
          .slice(0, 1)
      : [],
  );
  const pick = picks.at(project === 'phone' ? -2 : -1);
  if (!pick) throw new Error('the seed has no sold-out size');
  return pick;
}

test('a sold-out size asks for a notice, the staff restock it and the mail brings the page and a link that cancels @phone', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  const { article, colour, size } = await pickSoldOut(request, testInfo.project.name);
  const email = uniqueEmail('avvisami');
  const notice = page.getByRole('region', { name: 'Avvisami quando torna disponibile' });

  await page.goto(`/items/detail/${article.id}`);
  await page.getByRole('radio', { name: colour.desColore }).check({ force: true });
  const soldOut = page
    .getByRole('radiogroup', { name: 'Taglia' })
    .getByRole('radio', { name: `${size.siglaTaglia}, esaurita`, exact: true });
  await soldOut.check({ force: true });
  await expect(page.getByRole('button', { name: 'Aggiungi al carrello' })).toBeDisabled();
  await expect(notice).toContainText(`la taglia ${size.siglaTaglia} nel colore ${colour.desColore}`);

  // The shared e-mail rule refuses a wrong address before anything is sent.
  const field = notice.getByLabel('Email');
  await field.fill('avvisami@');
  await notice.getByRole('button', { name: 'Avvisami' }).click();
  await expect(field).toHaveAccessibleDescription('Il campo email contiene errori');
  await field.fill(email);
  await notice.getByRole('button', { name: 'Avvisami' }).click();
  await expect(notice.getByRole('status')).toContainText('ti avviseremo via email');

  // The staff restock the size in the back-office's Disponibilità tab, at their desk.
  const desk = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  const staff = await desk.newPage();
  await staffLogin(staff);
  await staff.goto(`/backoffice/articolo/${article.id}?tab=stock`);
  const restock = staff
    .getByRole('group', { name: new RegExp(`\\(${colour.codColore}\\)`) })
    .getByLabel(`Taglia ${size.siglaTaglia}`, { exact: true });
  await expect(restock).toHaveValue('0');
  await restock.fill('2');
  await staff.getByRole('button', { name: 'Salva disponibilità' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'aggiornat' })).toBeVisible();
  await desk.close();

  const pageLink = await mailFromOutbox(email, new RegExp(`https?://\\S+/items/detail/${article.id}\\b`));
  const stopLink = await mailFromOutbox(email, /https?:\/\/\S+\/items\/restock-notice\?token=[\w-]+/);
  await page.goto(pageLink);
  await page.getByRole('radio', { name: colour.desColore }).check({ force: true });
  await expect(page.getByRole('radiogroup', { name: 'Taglia' }).getByRole('radio', { name: size.siglaTaglia, exact: true })).toBeVisible();

  await page.goto(stopLink);
  await expect(page.getByText('Avviso annullato')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Avviso annullato')).toBeVisible();

  // Back to sold out, as the seed had it, for the next run.
  const token = await staffToken(request);
  const reset = await request.post(`${API}/StaffAction/setStock`, {
    headers: { 'x-staff-session': token },
    data: { codArticolo: article.codArticolo, rows: [{ codColore: colour.codColore, progSiglaTaglia: size.progSiglaTaglia, qta: 0 }] },
  });
  expect(reset.ok()).toBe(true);
});

test('in English the notice form and its reply are English @phone', async ({ page, request }, testInfo) => {
  const { article, colour, size } = await pickSoldOut(request, testInfo.project.name);
  await page.goto(`/items/detail/${article.id}?lang=en`);
  await expect(page.getByRole('group', { name: 'Colour' })).toBeVisible();
  const colours = page.getByRole('group', { name: 'Colour' }).getByRole('radio');
  await colours.nth(article.colori.findIndex((c) => c.codColore === colour.codColore)).check({ force: true });
  await page
    .getByRole('radiogroup', { name: 'Size' })
    .getByRole('radio', { name: `${size.siglaTaglia}, sold out`, exact: true })
    .check({ force: true });
  const notice = page.getByRole('region', { name: 'Notify me when back in stock' });
  await notice.getByLabel('Email').fill(uniqueEmail('notify-me'));
  await notice.getByRole('button', { name: 'Notify me' }).click();
  await expect(notice.getByRole('status')).toContainText('we will e-mail you');
});
