import type { Locator } from '@playwright/test';
import { staffLogin } from './backoffice-helpers';
import { expect, test } from './fixtures';
import { pngPhoto } from './photo-files';

/** Whether every picture in `where` has arrived and been decoded (a size the server made for it). */
async function picturesShown(where: Locator): Promise<boolean> {
  return where
    .locator('img')
    .evaluateAll((images) => images.every((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0));
}

test.describe('the back-office photos of an article', () => {
  test('uploads two photos for a colour, reorders them, sets their texts, refuses a file that is no picture @phone', async ({
    page,
  }, testInfo) => {
    // The sizes are made on the server while the journey runs: on a busy machine that takes a while.
    test.setTimeout(150_000);
    await staffLogin(page);
    // Each project its own article, so a run of both starts from articles without photos.
    const link = page
      .locator('tbody tr')
      .nth(testInfo.project.name === 'phone' ? 1 : 0)
      .getByRole('link');
    const code = (await link.textContent()) ?? '';
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(code);

    await page.getByRole('tab', { name: 'Foto' }).click();
    await expect(page).toHaveURL(/tab=photos/);
    const panel = page.getByRole('tabpanel');
    const colour = (await panel.getByRole('heading', { level: 2 }).first().textContent()) ?? '';
    const section = panel.getByRole('region', { name: colour });
    await expect(section.getByText('nessuna foto', { exact: true })).toBeVisible();

    // Two photos at once with the picker.
    const uploaded = page.waitForResponse((response) => response.url().endsWith('/StaffAction/photoUpload'));
    await section
      .getByLabel(`Scegli le foto a ${colour}`)
      .setInputFiles([pngPhoto('davanti.png', 1200, 1500, [34, 51, 102]), pngPhoto('retro.png', 1500, 1200, [122, 74, 50])]);
    const reply = (await (await uploaded).json()) as { added: number[] };
    expect(reply.added).toHaveLength(2);
    const [front, back] = reply.added.map(String);
    const upload = section
      .getByRole('list', { name: `Caricamenti di ${colour}` })
      .getByRole('listitem')
      .first();
    await expect(upload.getByRole('status')).toHaveText('2 foto caricate');
    await expect(upload.getByRole('progressbar', { name: 'Caricamento di 2 foto' })).toHaveAttribute('value', '100');

    const list = section.getByRole('list', { name: `Foto di ${colour}, dalla prima` });
    const cards = list.locator(':scope > li');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toHaveAttribute('data-photo', front ?? '');
    await expect(cards.nth(1)).toHaveAttribute('data-photo', back ?? '');
    await list.scrollIntoViewIfNeeded();
    await expect.poll(() => picturesShown(list), { timeout: 60_000 }).toBe(true);

    // The second photo moves first with the keyboard; the focus stays on the photo moved.
    await list.getByRole('button', { name: 'Sposta prima: foto 2' }).focus();
    await page.keyboard.press('Enter');
    await expect(cards.nth(0)).toHaveAttribute('data-photo', back ?? '');
    await expect(cards.nth(1)).toHaveAttribute('data-photo', front ?? '');
    await expect(list.getByRole('button', { name: 'Sposta dopo: foto 1' })).toBeFocused();

    if (testInfo.project.name !== 'phone') {
      // With a mouse, a photo dragged onto the other's place moves there; and back again.
      await cards.nth(0).dragTo(cards.nth(1));
      await expect(cards.nth(0)).toHaveAttribute('data-photo', front ?? '');
      await expect(page.getByText('Foto 1 spostata in posizione 2')).toBeVisible();
      await cards.nth(1).dragTo(cards.nth(0));
      await expect(cards.nth(0)).toHaveAttribute('data-photo', back ?? '');
      await expect(cards.nth(1)).toHaveAttribute('data-photo', front ?? '');
    }

    const texts = [
      { position: 1, ita: 'Camicia in lino, vista di spalle', eng: 'Linen shirt, seen from the back' },
      { position: 2, ita: 'Camicia in lino, vista di fronte', eng: 'Linen shirt, seen from the front' },
    ];
    for (const { position, ita, eng } of texts) {
      await list.getByRole('button', { name: `Testi alternativi: foto ${position}` }).click();
      const dialog = page.getByRole('dialog', { name: `Testi alternativi della foto ${position} di ${colour}` });
      await dialog.getByLabel('Testo alternativo in italiano').fill(ita);
      await dialog.getByLabel('Testo alternativo in inglese').fill(eng);
      await dialog.getByRole('button', { name: 'Salva i testi' }).click();
      await expect(dialog).toBeHidden();
      await expect(cards.nth(position - 1).getByRole('img', { name: ita })).toBeVisible();
    }

    // What the server kept: the order and both languages' texts.
    await page.reload();
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toHaveAttribute('data-photo', back ?? '');
    await expect(cards.nth(1)).toHaveAttribute('data-photo', front ?? '');
    for (const { position, ita, eng } of texts) {
      await expect(cards.nth(position - 1).getByRole('img', { name: ita })).toBeVisible();
      await expect(cards.nth(position - 1).getByText(eng)).toBeVisible();
    }

    // The storefront's product page (the article's first colour) shows them in the staff's order, with their texts.
    const articleId = /\/articolo\/(\d+)/.exec(page.url())?.[1] ?? '';
    const shop = await page.context().newPage();
    await shop.goto(`/items/detail/${articleId}`);
    const shown = (image: Locator) => image.evaluate((element: HTMLImageElement) => element.currentSrc);
    const main = shop.getByRole('button', { name: 'Ingrandisci immagine' }).locator('img');
    await expect(main).toHaveAttribute('alt', texts[0]!.ita);
    await expect.poll(() => shown(main), { timeout: 60_000 }).toContain(`/media/photos/${back}/`);
    const thumbs = shop.getByRole('list', { name: 'Immagini' }).locator('img');
    // (Until a colour is chosen a phone's thumbnails run through every colour, the first colour's first.)
    await expect.poll(() => shown(thumbs.nth(0)), { timeout: 60_000 }).toContain(`/media/photos/${back}/`);
    await expect.poll(() => shown(thumbs.nth(1)), { timeout: 60_000 }).toContain(`/media/photos/${front}/`);
    await shop.close();

    // A text file named like a JPEG, dropped on the zone: the server's refusal, and nothing added.
    const refused = page.waitForResponse((response) => response.url().endsWith('/StaffAction/photoUpload'));
    const dropped = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['Solo testo, nessuna foto.'], 'nota.jpg', { type: 'image/jpeg' }));
      return transfer;
    });
    await section.getByRole('group', { name: `Aggiungi foto a ${colour}` }).dispatchEvent('drop', { dataTransfer: dropped });
    expect((await refused).status()).toBe(415);
    const alert = section.getByRole('alert');
    await expect(alert).toContainText('Caricamento rifiutato, nessuna foto salvata:');
    await expect(alert).toContainText('Il file «nota.jpg» non è un’immagine JPEG, PNG, WebP o AVIF: nessuna foto salvata');
    await expect(section.getByText('rifiutata')).toBeVisible();
    await page.reload();
    await expect(cards).toHaveCount(2);

    // The article is left as it was found: both photos deleted, each behind the confirmation.
    for (const left of [1, 0]) {
      await list.getByRole('button', { name: 'Elimina: foto 1' }).click();
      const dialog = page.getByRole('dialog', { name: `Eliminare la foto 1 di ${colour}?` });
      await dialog.getByRole('button', { name: 'Elimina la foto' }).click();
      await expect(dialog).toBeHidden();
      await expect(cards).toHaveCount(left);
    }
    await expect(section.getByText('nessuna foto', { exact: true })).toBeVisible();
  });
});
