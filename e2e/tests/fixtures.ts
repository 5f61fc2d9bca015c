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

/** Reports every Content-Security-Policy violation of every document the page loads. */
const REPORT_CSP = `document.addEventListener('securitypolicyviolation', (event) => {
  window.__reportCspViolation?.(event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline') + ' on ' + event.documentURI + (event.sample ? ' (' + event.sample + ')' : ''));
});`;

/**
 * Every journey runs on this page: it fails on any uncaught page error and on any
 * Content-Security-Policy violation, and every page it visits (each goto, and the page as the
 * journey leaves it) is checked with axe-core.
 */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use, testInfo) => {
    const pageErrors: string[] = [];
    const a11y: string[] = [];
    const cspViolations: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
    await page.exposeFunction('__reportCspViolation', (text: string) => cspViolations.push(text));
    await page.addInitScript(REPORT_CSP);
    page.on('console', (message) => {
      if (message.text().startsWith('Refused to')) cspViolations.push(message.text());
    });

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
    expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
    expect(a11y, 'serious or critical accessibility violations').toEqual([]);
  },
});

export { expect };
