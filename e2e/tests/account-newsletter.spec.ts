import { uniqueEmail } from './account-helpers';
import { expect, test } from './fixtures';

test('the newsletter box asks for privacy, subscribes, and handles a second subscription @phone', async ({ page }) => {
  const email = uniqueEmail('lettrice');
  await page.goto('/');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const box = page.getByRole('region', { name: 'Newsletter' });
  await box.getByLabel('Indirizzo email').fill(email);
  await box.getByRole('button', { name: 'Iscriviti' }).click();
  await expect(box.getByText('Devi accettare la privacy per iscriverti alla newsletter')).toBeVisible();
  await box.getByRole('checkbox').check();
  await box.getByRole('button', { name: 'Iscriviti' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Iscrizione alla newsletter completata');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(box.getByRole('status')).toContainText('Grazie!');

  await page.reload();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await box.getByLabel('Indirizzo email').fill(email);
  await box.getByRole('checkbox').check();
  await box.getByRole('button', { name: 'Iscriviti' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Questo indirizzo è già iscritto alla newsletter');
});
