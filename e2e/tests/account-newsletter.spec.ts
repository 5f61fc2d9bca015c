import { newsletterLinkFromOutbox, uniqueEmail } from './account-helpers';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const CHECK_MAIL = 'Ti abbiamo inviato un’e-mail: conferma l’iscrizione dal link che contiene.';

/** Fills the footer's newsletter box and sends it; answers the box. */
async function subscribe(page: Page, email: string, privacy = true) {
  await page.goto('/');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const box = page.getByRole('region', { name: 'Newsletter' });
  await box.getByLabel('Indirizzo email').fill(email);
  if (privacy) await box.getByRole('checkbox').check();
  await box.getByRole('button', { name: 'Iscriviti' }).click();
  return box;
}

test('the newsletter box asks for privacy, mails a link, and the link confirms the subscription once @phone', async ({ page }) => {
  const email = uniqueEmail('lettrice');
  const box = await subscribe(page, email, false);
  await expect(box.getByText('Devi accettare la privacy per iscriverti alla newsletter')).toBeVisible();
  await box.getByRole('checkbox').check();
  await box.getByRole('button', { name: 'Iscriviti' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(CHECK_MAIL);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(box.getByRole('status')).toContainText('Controlla la tua casella');

  // The mail's link opens the shop's confirmation page, which subscribes the address.
  const link = await newsletterLinkFromOutbox(email);
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Iscrizione alla newsletter confermata' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Scopri la collezione' })).toBeVisible();

  // Subscribing again is answered in the same words; the link works once.
  await subscribe(page, email);
  await expect(page.getByRole('alertdialog')).toContainText(CHECK_MAIL);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Questo link di conferma non è valido' })).toBeVisible();
});
