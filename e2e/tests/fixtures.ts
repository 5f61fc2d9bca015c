import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Serious and critical accessibility violations on the page as it is now. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact}: ${v.id} (${v.help}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

/**
 * Every journey runs on this page: it fails on any uncaught page error, and every page it visits
 * (each goto, and the page as the journey leaves it) is checked with axe-core.
 */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use, testInfo) => {
    const pageErrors: string[] = [];
    const a11y: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));

    const check = async (where: string) => {
      await settle(page);
      for (const violation of await accessibilityViolations(page)) a11y.push(`${where}: ${violation}`);
    };
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await check(url);
      return response;
    };

    await use(page);

    if (testInfo.status === testInfo.expectedStatus && !page.isClosed()) await check(`end (${page.url()})`);
    expect(pageErrors, 'uncaught page errors').toEqual([]);
    expect(a11y, 'serious or critical accessibility violations').toEqual([]);
  },
});

export { expect };
