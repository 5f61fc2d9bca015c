import { createTestShop, type TestShop } from '../../test/support/test-shop';

describe('Prometheus metrics', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop('pglite', { opsToken: 'a-long-operations-token' });
  }, 120_000);
  afterAll(() => shop.close());

  it('counts requests by route pattern, method and status, and tells orders and mail by status', async () => {
    await shop.app.inject({ method: 'POST', url: '/wa/API/read', payload: { entity: 'Articolo', expression: { id: 1 } } });
    await shop.app.inject({ method: 'POST', url: '/wa/API/read', payload: { entity: 'Articolo', expression: { id: 2 } } });
    await shop.app.inject({ method: 'POST', url: '/wa/API/read', payload: { entity: 'Articolo', expression: { id: 2 } } });
    const page = await shop.app.inject({ method: 'GET', url: '/metrics' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/plain/);
    const text = page.body;
    expect(text).toMatch(/shop_http_requests_total\{route="\/wa\/API\/read",method="POST",status="200"\} 3/);
    expect(text).toMatch(/shop_read_cache_hits_total [1-9]/);
    expect(text).toMatch(/shop_read_cache_misses_total [2-9]/);
    expect(text).toMatch(/shop_read_cache_bytes [1-9]\d*/);
    expect(text).toContain('shop_http_request_duration_seconds_bucket{le="0.005",route="/wa/API/read",method="POST",status="200"}');
    // The seeded demo customer has a delivered and a confirmed order.
    expect(text).toMatch(/shop_orders\{status="DeliveryDone"\} 1/);
    expect(text).toMatch(/shop_orders\{status="WaitDelivery"\} 1/);
    expect(text).toContain('# TYPE shop_mail_outbox_messages gauge');
  });

  it('answers only the machine itself or the operations token', async () => {
    const stranger = await shop.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(stranger.statusCode).toBe(404);
    const operator = await shop.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: 'Bearer a-long-operations-token' },
    });
    expect(operator.statusCode).toBe(200);
  });
});
