import { expect, test } from './fixtures';

const storefront: [string, string][] = [
  ['/', 'cms'],
  ['/it', 'cms'],
  ['/items', 'catalog'],
  ['/items/search/giacca', 'catalog'],
  ['/items/promo', 'catalog'],
  ['/items/detail/1', 'catalog'],
  ['/account/login', 'account'],
  ['/account/create', 'account'],
  ['/cart', 'cart'],
  ['/cart/checkout', 'cart'],
  ['/wa/CartAction/ok?outcome=OK', 'cart'],
  ['/Apps/WebObjects/Shop.woa/wa/CartAction/ko?outcome=KO', 'cart'],
  ['/wa/viewSection?id=1', 'cms'],
];

test.describe('runtime composition', () => {
  for (const [path, remote] of storefront) {
    test(`${path} reaches the ${remote} remote`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator(`[data-remote="${remote}"]`).first()).toBeVisible();
    });
  }

  test('host and remote share one instance of the shared singletons', async ({ page }) => {
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
    await page.goto('/items');
    const marker = page.locator('[data-remote="catalog"] [data-testid="shared-instance"]').first();
    await expect(marker).toBeAttached();
    const hostInstance = await page.locator('html').getAttribute('data-shared-instance');
    expect(hostInstance).toBeTruthy();
    await expect(marker).toHaveAttribute('data-instance', hostInstance ?? '');
    // No shared library is fetched twice: every chunk URL is requested once.
    const chunks = loaded.filter((p) => p.endsWith('.js'));
    expect(new Set(chunks).size).toBe(chunks.length);
  });

  test('a blocked remote leaves the rest of the shop working', async ({ page }) => {
    await page.route('**/mf/catalog/**', (route) => route.abort());
    await page.goto('/items');
    await expect(page.getByText('Questa sezione non è al momento disponibile')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Carrello/ })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.getByRole('link', { name: /^Carrello/ }).click();
    await expect(page.locator('[data-remote="cart"]').first()).toBeVisible();
  });

  test('the back-office mount loads only the back-office remote', async ({ page }) => {
    const remotesLoaded = new Set<string>();
    page.on('request', (request) => {
      const match = /\/mf\/([a-z]+)\//.exec(new URL(request.url()).pathname);
      if (match?.[1]) remotesLoaded.add(match[1]);
    });
    await page.goto('/backoffice/');
    await expect(page.locator('[data-remote="backoffice"]').first()).toBeVisible();
    expect([...remotesLoaded]).toEqual(['backoffice']);
  });
});
