import { eq } from 'drizzle-orm';
import { mailOutbox, orders } from '../../core/db/schema';
import { describeEachDatabase } from '../../../test/support/test-shop';
import { orderForReturn } from '../returns/guest-return-key';
import { queueStatusMail } from './order-status-mail';

describeEachDatabase('mails about an order that ships, is cancelled or refunded', (shop) => {
  async function order(languageCode: 'ita' | 'eng') {
    const [row] = await shop()
      .database.db.insert(orders)
      .values({
        orderId: `LAMAIL${languageCode}${Date.now().toString(36)}`.slice(0, 30),
        email: 'anna@example.com',
        name: 'Anna',
        surname: 'Bianchi',
        totalCents: 4990,
        languageCode,
      })
      .returning({ id: orders.id, orderId: orders.orderId });
    return row!;
  }
  const mailOf = async (orderId: number, kind: string) =>
    (await shop().database.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId))).find((mail) => mail.kind === kind);

  it('writes to the buyer in Italian, with carrier and tracking, or the refunded amount', async () => {
    const placed = await order('ita');
    await queueStatusMail(shop().database.db, placed.id, {
      kind: 'order-shipped',
      carrier: 'BRT',
      trackingNumber: 'BRT99',
      returnsUrl: 'https://shop.test/account/orders',
      withdrawalDays: 14,
      origin: 'https://shop.test',
    });
    const shipped = await mailOf(placed.id, 'order-shipped');
    expect(shipped).toMatchObject({
      recipient: 'anna@example.com',
      subject: `Il tuo ordine ${placed.orderId} è stato spedito`,
      status: 'pending',
    });
    expect(shipped?.body).toContain('Corriere: BRT');
    expect(shipped?.body).toContain('Numero di tracking: BRT99');
    expect(shipped?.body).toContain('Segui il pacco: https://www.mybrt.it/it/mybrt/my-parcels/search?parcelNumber=BRT99');
    expect(shipped?.body).toContain(
      'entro 14 giorni dalla consegna, senza indicarne il motivo: chiedi il reso da https://shop.test/account/orders',
    );
    await queueStatusMail(shop().database.db, placed.id, { kind: 'order-cancelled', refundCents: 4990, origin: 'https://shop.test' });
    const cancelled = await mailOf(placed.id, 'order-cancelled');
    expect(cancelled?.body).toMatch(/Ti rimborsiamo 49,90\s€/);
    // A guest's link to the order's page carries a key of its own, which opens that order and no other.
    const link = new RegExp(`La pagina del tuo ordine: (https://shop\\.test/account/returns/${placed.orderId}\\?key=([A-Za-z0-9_-]{43}))`);
    const [, url, key] = link.exec(cancelled?.body ?? '') ?? [];
    expect(cancelled?.html).toContain(`<a href="${url}"`);
    expect(cancelled?.html).toContain('Vai al tuo ordine</a>');
    expect((await orderForReturn(shop().database.db, { orderId: placed.orderId, key }, null))?.id).toBe(placed.id);
    expect(await orderForReturn(shop().database.db, { orderId: placed.orderId, key: 'A'.repeat(43) }, null)).toBeNull();
  });

  it('writes in English to a buyer who ordered in English', async () => {
    const placed = await order('eng');
    await queueStatusMail(shop().database.db, placed.id, { kind: 'order-refunded', refundCents: 4990, origin: 'https://shop.test' });
    const refunded = await mailOf(placed.id, 'order-refunded');
    expect(refunded?.subject).toBe(`Refund of order ${placed.orderId}`);
    expect(refunded?.body).toContain('Dear Anna Bianchi,');
    expect(refunded?.body).toContain('We are refunding €49.90');
    expect(refunded?.html).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(refunded?.html).toContain('We are refunding €49.90');
    expect(refunded?.html).toContain('Dear Anna Bianchi,');
    expect(refunded?.body).toMatch(new RegExp(`Your order’s page: https://shop\\.test/account/returns/${placed.orderId}\\?key=`));
    expect(refunded?.html).toContain('Go to your order</a>');
  });

  it('gives no tracking link for a carrier the shop does not know', async () => {
    const placed = await order('eng');
    const mail = {
      carrier: 'Pony Express',
      trackingNumber: 'PX1',
      returnsUrl: 'https://shop.test/account/orders',
      withdrawalDays: 14,
      origin: 'https://shop.test',
    };
    await queueStatusMail(shop().database.db, placed.id, { kind: 'order-shipped', ...mail });
    const shipped = await mailOf(placed.id, 'order-shipped');
    expect(shipped?.body).toContain('Tracking number: PX1');
    expect(shipped?.body).not.toContain('Track your parcel');
  });
});
