import { createTestShop, type TestShop } from '../../test/support/test-shop';

describe('health and readiness', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop('pglite', { opsToken: 'a-long-operations-token' });
  }, 120_000);
  afterAll(() => shop.close());

  it('says it is alive to anyone', async () => {
    const alive = await shop.app.inject({ method: 'GET', url: '/healthz', remoteAddress: '203.0.113.9' });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'ok' });
    expect(alive.headers['cache-control']).toBe('no-store');
  });

  it('is ready with the database answering, every migration applied and the mail worker running', async () => {
    const ready = await shop.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: { ok: true }, migrations: { ok: true }, mail: { ok: true }, serving: { ok: true } },
    });
  });

  it('answers readiness only to the machine itself or with the operations token', async () => {
    const stranger = await shop.app.inject({ method: 'GET', url: '/readyz', remoteAddress: '203.0.113.9' });
    expect(stranger.statusCode).toBe(404);
    const forged = await shop.app.inject({
      method: 'GET',
      url: '/readyz',
      remoteAddress: '203.0.113.9',
      headers: { authorization: 'Bearer wrong', 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forged.statusCode).toBe(404);
    const operator = await shop.app.inject({
      method: 'GET',
      url: '/readyz',
      remoteAddress: '203.0.113.9',
      headers: { authorization: 'Bearer a-long-operations-token' },
    });
    expect(operator.statusCode).toBe(200);
  });

  it('is not ready while shutting down, so the load balancer sends no more', async () => {
    shop.app.readiness.draining = true;
    try {
      const draining = await shop.app.inject({ method: 'GET', url: '/readyz' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toMatchObject({ status: 'not ready', checks: { serving: { ok: false, detail: 'shutting down' } } });
    } finally {
      shop.app.readiness.draining = false;
    }
  });
});
