import type { Cart } from '@shop/shared/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { buildApp } from '../../app/app';
import { loadConfig } from '../../core/config';
import { openDatabase, type Database } from '../../core/db/client';
import { orders } from '../../core/db/schema';
import { cartOf, pickSizes, setStock, stockOf, type StockKey } from '../../../test/reliability/shopper';
import { API_BASE, guestCheckout, injectNotify } from '../../../test/support/checkout-fixtures';
import { describeEachDatabase, testConfig } from '../../../test/support/test-shop';
import { expireReservations } from '../stock/reservations';
import { useSharedStandInKey } from './stand-in-key';

const base = API_BASE;

describeEachDatabase('late payments, concurrent expiry and the shared stand-in key', (shop, kind) => {
  let n = 0;
  let sizes: StockKey[] = [];
  beforeAll(async () => {
    sizes = await pickSizes(shop().database.db, 5);
  });
  const db = () => shop().database.db;

  const order = (cart: Cart) => guestCheckout(shop(), cart, (n += 1), '10.3.0');
  const age = (ids: string[]) =>
    db()
      .update(orders)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(inArray(orders.orderId, ids));
  const statusOf = async (orderId: string) => (await db().select().from(orders).where(eq(orders.orderId, orderId)))[0];
  const notifyOk = (payment: { codTrans: string; importo: number }) => injectNotify(shop(), payment.codTrans, payment.importo, 'OK');

  it('takes the pieces again when the payment of an expired order arrives and they are still there', async () => {
    const size = sizes[0]!;
    await setStock(db(), size, 3);
    const placed = await order(cartOf([{ stock: size, pieces: 2 }]));
    await age([placed.orderId]);
    await expireReservations(db(), 30);
    expect((await statusOf(placed.orderId))?.status).toBe('Expired');
    expect(await stockOf(db(), size)).toBe(3);
    expect((await notifyOk(placed.payment)).statusCode).toBe(200);
    const paid = await statusOf(placed.orderId);
    expect(paid?.status).toBe('WaitDelivery');
    expect(paid?.paidAt).not.toBeNull();
    expect(await stockOf(db(), size)).toBe(1);
    // A replay of the same payment changes nothing.
    expect((await notifyOk(placed.payment)).statusCode).toBe(200);
    expect(await stockOf(db(), size)).toBe(1);
  });

  it('leaves a late payment ValidTransaction, taking nothing, when a piece was sold meanwhile', async () => {
    const [plenty, last] = [sizes[1]!, sizes[2]!];
    await setStock(db(), plenty, 5);
    await setStock(db(), last, 1);
    const placed = await order(
      cartOf([
        { stock: plenty, pieces: 1 },
        { stock: last, pieces: 1 },
      ]),
    );
    await age([placed.orderId]);
    await expireReservations(db(), 30);
    await order(cartOf([{ stock: last, pieces: 1 }]));
    expect((await notifyOk(placed.payment)).statusCode).toBe(200);
    const paid = await statusOf(placed.orderId);
    expect(paid?.status).toBe('ValidTransaction');
    expect(paid?.paidAt).not.toBeNull();
    // Neither line took a piece: the one still there was given back with the other.
    expect(await stockOf(db(), plenty)).toBe(5);
    expect(await stockOf(db(), last)).toBe(0);
  });

  it('returns the stock exactly once when two instances run the expiry at the same time', async () => {
    const size = sizes[3]!;
    await setStock(db(), size, 6);
    const placed = await Promise.all(Array.from({ length: 6 }, () => order(cartOf([{ stock: size, pieces: 1 }]))));
    expect(await stockOf(db(), size)).toBe(0);
    await age(placed.map((p) => p.orderId));
    let other: Database | null = null;
    if (kind === 'postgres') {
      const pool = (shop().database.db as unknown as { $client: { options: { connectionString: string } } }).$client;
      const url = pool.options.connectionString;
      other = await openDatabase({ databaseUrl: url });
    }
    try {
      const runs = await Promise.all([expireReservations(db(), 30), expireReservations(other?.db ?? db(), 30)]);
      expect(runs[0] + runs[1]).toBe(6);
    } finally {
      await other?.close();
    }
    expect(await stockOf(db(), size)).toBe(6);
  });

  it('signs with the key kept in the database, the same for every instance, unless a merchant key is configured', async () => {
    const secondConfig = testConfig();
    const placeholder = secondConfig.payment.secretKey;
    const second = await buildApp({ db: db(), config: secondConfig, logger: false });
    await useSharedStandInKey(db(), secondConfig);
    await second.ready();
    const merchant = loadConfig({ LOG_LEVEL: 'silent', XPAY_ALIAS: 'ALIAS_WEB', XPAY_SECRET_KEY: 'chiave-del-commerciante' });
    const real = await buildApp({ db: db(), config: merchant, logger: false });
    await useSharedStandInKey(db(), merchant);
    await real.ready();
    try {
      expect(secondConfig.payment.secretKey).not.toBe(placeholder);
      expect(secondConfig.payment.secretKey).toBe(shop().config.payment.secretKey);
      const placed = await order(cartOf([{ stock: sizes[4]!, pieces: 1 }]));
      const page = await second.inject({
        method: 'POST',
        url: `${base}/CartAction/gateway`,
        payload: new URLSearchParams({
          alias: placed.payment.alias,
          importo: String(placed.payment.importo),
          codTrans: placed.payment.codTrans,
          divisa: placed.payment.divisa,
          mac: placed.payment.mac,
          url: placed.payment.url,
          url_back: placed.payment.url_back,
          urlpost: placed.payment.urlpost,
          languageId: placed.payment.languageId ?? 'ITA',
        }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(page.statusCode).toBe(200);
      expect(merchant.payment.secretKey).toBe('chiave-del-commerciante');
    } finally {
      await second.close();
      await real.close();
    }
  });
});
