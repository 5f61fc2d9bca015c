import { expect, test } from '@playwright/test';

test.describe('the legacy API', () => {
  test('API/read returns seeded Articolo records under both paths', async ({ request }) => {
    for (const path of ['/Apps/WebObjects/Shop.woa/wa/API/read', '/wa/API/read']) {
      const response = await request.post(path, {
        data: { entity: 'Articolo', expression: {}, pagination: { page: 1, limit: 5 } },
      });
      expect(response.status()).toBe(200);
      const body = await response.json();
      expect(body.totalCount).toBeGreaterThanOrEqual(300);
      expect(body.records).toHaveLength(5);
      expect(body.records[0]).toHaveProperty('codArticolo');
    }
  });

  test('an unknown entity is refused with a clear message', async ({ request }) => {
    const response = await request.post('/wa/API/read', { data: { entity: 'Segreto' } });
    expect(response.status()).toBe(400);
    expect((await response.json()).message).toContain('Segreto');
  });

  test('the manifest lists every remote', async ({ request }) => {
    const manifest = await (await request.get('/mf/remotes.json')).json();
    expect(manifest.remotes.map((r: { name: string }) => r.name).sort()).toEqual(['account', 'backoffice', 'cart', 'catalog', 'cms']);
  });
});
