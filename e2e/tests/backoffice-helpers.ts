import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Signs the demo staff user in to the back-office and waits for the article list. */
export async function staffLogin(page: Page, lang: 'it' | 'en' = 'it'): Promise<void> {
  await page.goto('/backoffice/login');
  await page.getByLabel('Email').fill('staff@shop.test');
  await page.getByLabel('Password').fill('Staff!2345');
  await page.getByRole('button', { name: lang === 'it' ? 'Accedi' : 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: lang === 'it' ? 'Articoli' : 'Articles' })).toBeVisible();
}
