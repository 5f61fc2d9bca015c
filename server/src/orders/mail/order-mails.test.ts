import { formatCents } from '@shop/shared/money';
import { asc, eq } from 'drizzle-orm';
import { escapeHtml } from '../../core/lib/html';
import { articoloColore, colore, customers, invoices, mailOutbox, orderRows, orders } from '../../core/db/schema';
import { addPhotoRows } from '../../../test/support/photos';
import { describeEachDatabase } from '../../../test/support/test-shop';
import { queueOrderConfirmation } from './order-mail';
import { queueStatusMail } from './order-status-mail';
import { queueDeliveryMail } from './delivery-mail';
import { orderForReturn } from '../returns/guest-return-key';
import { seller } from '../../../test/support/invoice-fixtures';

const ORIGIN = 'https://negozio.example';
const HOSTILE = '<script>alert(1)</script>';

describeEachDatabase('the HTML and text parts of the order mails', (shop) => {
  const db = () => shop().database.db;
  let photographed: { codArticolo: string; codColore: string; photo: number; colour: { ita: string; eng: string } };
  let drawn: { codArticolo: string; codColore: string; colour: { ita: string; eng: string } };

  beforeAll(async () => {
    const colours = await db()
      .select({
        codArticolo: articoloColore.codArticolo,
        codColore: articoloColore.codColore,
        ita: colore.desColoreIta,
        eng: colore.desColoreEng,
      })
      .from(articoloColore)
      .innerJoin(colore, eq(colore.codColore, articoloColore.codColore))
      .orderBy(asc(articoloColore.codArticolo), asc(articoloColore.ordine));
    const [first] = colours;
    const second = colours.find((row) => row.codArticolo !== first!.codArticolo);
    const photos = await addPhotoRows(db(), first!.codArticolo, { codColore: first!.codColore, count: 2 });
    photographed = { ...first!, photo: photos.ids[0]!, colour: { ita: first!.ita, eng: first!.eng } };
    drawn = { ...second!, colour: { ita: second!.ita, eng: second!.eng } };
  });

  let invoiceNumber = 0;
  /** An invoice issued for the order (its document is not what the mails read). */
  const invoiced = async (orderId: number) => {
    invoiceNumber += 1;
    await db().insert(invoices).values({ orderId, year: 2099, number: invoiceNumber, document: {} });
  };
  /** The seeded demo customer, owner of a registered buyer's order. */
  const demoCustomer = async () =>
    (await db().select({ id: customers.id }).from(customers).where(eq(customers.email, shop().config.demo.email)))[0]!.id;

  /** A paid order of two rows (a photographed colour, a drawn one), the first with a hostile title, for a hostile buyer. */
  async function placeOrder(languageCode: 'ita' | 'eng', customerId: number | null = null) {
    const [order] = await db()
      .insert(orders)
      .values({
        orderId: `LAHTML${languageCode}${Date.now().toString(36)}`.slice(0, 30),
        email: 'anna@example.com',
        name: `Anna ${HOSTILE}`,
        surname: 'Bianchi',
        totalCents: 12970,
        shippingCents: 990,
        languageCode,
        customerId,
        addressDest: 'Via Roma 1',
        postalCodeDest: '20100',
        townDest: 'Milano',
        provinceDest: 'MI',
        countryDest: 'IT',
      })
      .returning({ id: orders.id, orderId: orders.orderId });
    const common = { orderId: order!.id, unitNetCents: 4090, vatRate: 2200, vatCents: 900 };
    await db()
      .insert(orderRows)
      .values([
        {
          ...common,
          rowNumber: 1,
          codArticolo: photographed.codArticolo,
          codColore: photographed.codColore,
          progSiglaTaglia: 3,
          siglaTaglia: 'M',
          description: `Camicia ${HOSTILE}`,
          descriptionEng: `Shirt ${HOSTILE}`,
          quantity: 2,
          unitGrossCents: 4990,
          grossCents: 9980,
        },
        {
          ...common,
          rowNumber: 2,
          codArticolo: drawn.codArticolo,
          codColore: drawn.codColore,
          progSiglaTaglia: 5,
          siglaTaglia: 'XL',
          description: 'Gonna a pieghe',
          descriptionEng: 'Pleated skirt',
          quantity: 1,
          unitGrossCents: 2000,
          grossCents: 2000,
        },
      ]);
    return order!;
  }
  const mailOf = async (orderId: number, kind: string) =>
    (await db().select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId))).find((mail) => mail.kind === kind)!;

  const expectEscaped = (part: string) => {
    expect(part).not.toContain('<script>');
    expect(part).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  };

  for (const [language, title, colourKey, size, quantity, each] of [
    ['ita', 'Camicia', 'ita', 'Taglia: M', 'Quantità: 2 ×', 'cad.'],
    ['eng', 'Shirt', 'eng', 'Size: M', 'Quantity: 2 ×', 'each'],
  ] as const) {
    it(`writes the confirmation in both parts with picture, colour, size, quantity and price (${language})`, async () => {
      const order = await placeOrder(language);
      await queueOrderConfirmation(db(), order.id, { seller, withdrawalDays: 14, origin: ORIGIN });
      const mail = await mailOf(order.id, 'order-confirmation');
      const html = mail.html ?? '';
      const lang = language === 'eng' ? 'en' : 'it';
      expect(html).toMatch(new RegExp(`^<!doctype html>\\s*<html lang="${lang}">`));
      expect(html).toContain('max-width:600px');
      expect(html).toContain('Atelier Lanterna');
      // The picture of each row at the shop's public origin: the photo's 320 px JPEG, else the drawn silhouette.
      expect(html).toContain(`src="${ORIGIN}/media/photos/${photographed.photo}/320.jpg"`);
      expect(html).toContain(
        `src="${ORIGIN}/media/articles/${encodeURIComponent(drawn.codArticolo)}/${encodeURIComponent(drawn.codColore)}-1.svg"`,
      );
      for (const [part, as] of [
        [html, escapeHtml],
        [mail.body, (text: string) => text],
      ] as const) {
        expect(part).toContain(title);
        expect(part).toContain(as(photographed.colour[colourKey]));
        expect(part).toContain(as(drawn.colour[colourKey]));
        expect(part).toContain(formatCents(9980, language));
        expect(part).toContain(formatCents(4990, language));
        expect(part).toContain(formatCents(12970, language));
      }
      expect(html).toContain(size);
      expect(html).toContain(`${quantity} ${formatCents(4990, language)}`);
      expect(mail.body).toContain(`2 x ${title} ${HOSTILE}`);
      expect(mail.body).toContain(each);
      expectEscaped(html);
      // The text part is plain text: the hostile names stay as they were typed.
      expect(mail.body).toContain(HOSTILE);
    });
  }

  it('links the carrier’s tracking page and lists the parcel’s pieces in the shipping mail', async () => {
    const order = await placeOrder('ita');
    const returnsUrl = `${ORIGIN}/account/orders`;
    await queueStatusMail(db(), order.id, {
      kind: 'order-shipped',
      carrier: 'BRT',
      trackingNumber: 'BRT99',
      returnsUrl,
      withdrawalDays: 14,
      origin: ORIGIN,
    });
    const mail = await mailOf(order.id, 'order-shipped');
    const tracking = 'https://www.mybrt.it/it/mybrt/my-parcels/search?parcelNumber=BRT99';
    expect(mail.html).toContain(`href="${tracking}"`);
    expect(mail.html).toContain('Segui il pacco');
    expect(mail.html).toContain(`src="${ORIGIN}/media/photos/${photographed.photo}/320.jpg"`);
    expect(mail.html).toContain('Taglia: XL');
    expect(mail.body).toContain(`Segui il pacco: ${tracking}`);
    expect(mail.body).toContain('Nel pacco');
    expectEscaped(mail.html ?? '');
  });

  it('links the invoice copy on the order page of a registered buyer, and gives a guest none in the confirmation', async () => {
    const registered = await placeOrder('eng', await demoCustomer());
    await invoiced(registered.id);
    await queueOrderConfirmation(db(), registered.id, { seller, withdrawalDays: 14, origin: ORIGIN });
    const mail = await mailOf(registered.id, 'order-confirmation');
    expect(mail.html).toContain(`<a href="${ORIGIN}/account/orders"`);
    expect(mail.html).toContain('Download the invoice</a>');
    expect(mail.body).toContain(`Download the invoice: ${ORIGIN}/account/orders`);

    const guest = await placeOrder('ita');
    await invoiced(guest.id);
    await queueOrderConfirmation(db(), guest.id, { seller, withdrawalDays: 14, origin: ORIGIN });
    const guestMail = await mailOf(guest.id, 'order-confirmation');
    expect(guestMail.html).not.toContain('Scarica la fattura');
    expect(guestMail.body).not.toContain('Scarica la fattura');
  });

  it('writes the shipping mail in English, with the tracking link and the invoice on the order page', async () => {
    const order = await placeOrder('eng');
    await invoiced(order.id);
    const returnsUrl = `${ORIGIN}/account/returns/${order.orderId}?key=abc`;
    await queueStatusMail(db(), order.id, {
      kind: 'order-shipped',
      carrier: 'GLS',
      trackingNumber: 'GL 7',
      returnsUrl,
      withdrawalDays: 14,
      origin: ORIGIN,
    });
    const mail = await mailOf(order.id, 'order-shipped');
    const tracking = 'https://gls-group.com/IT/it/servizi-online/ricerca-spedizioni/?match=GL%207';
    expect(mail.html).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(mail.html).toContain(`<a href="${tracking}"`);
    expect(mail.html).toContain('Track your parcel</a>');
    expect(mail.html).toContain('Size: XL');
    expect(mail.html).toContain(escapeHtml(drawn.colour.eng));
    expect(mail.html).toContain(`<a href="${escapeHtml(returnsUrl)}"`);
    expect(mail.html).toContain('Download the invoice</a>');
    expect(mail.body).toContain(`Track your parcel: ${tracking}`);
    expect(mail.body).toContain(`Download the invoice: ${returnsUrl}`);
    expect(mail.body).toContain(`1 x Pleated skirt, colour ${drawn.colour.eng}`);
    expectEscaped(mail.html ?? '');
  });

  it('writes the delivery mail in the buyer’s language: the day, the withdrawal period’s end and the order’s page', async () => {
    const deliveredAt = new Date('2026-03-20T10:15:00Z');
    const registered = await placeOrder('ita', await demoCustomer());
    await queueDeliveryMail(db(), registered.id, deliveredAt, { withdrawalDays: 14, origin: ORIGIN });
    const italian = await mailOf(registered.id, 'order-delivered');
    expect(italian.subject).toBe(`Il tuo ordine ${registered.orderId} è stato consegnato`);
    expect(italian.body).toContain(`il tuo ordine ${registered.orderId} è stato consegnato il 20 marzo 2026.`);
    expect(italian.body).toContain(
      'hai 14 giorni dalla consegna per restituire i capi senza indicarne il motivo, cioè fino al 3 aprile 2026 compreso',
    );
    expect(italian.body).toContain(`La pagina del tuo ordine: ${ORIGIN}/account/returns/${registered.orderId}`);
    expect(italian.html).toMatch(/^<!doctype html>\s*<html lang="it">/);
    expect(italian.html).toContain('Reso possibile fino al');
    expect(italian.html).toContain('3 aprile 2026');
    expect(italian.html).toContain(`<a href="${ORIGIN}/account/returns/${registered.orderId}"`);
    expectEscaped(italian.html ?? '');

    // A guest's link carries a key of its own that opens the order; a longer period counts from the same day.
    const guest = await placeOrder('eng');
    await queueDeliveryMail(db(), guest.id, deliveredAt, { withdrawalDays: 30, origin: ORIGIN });
    const english = await mailOf(guest.id, 'order-delivered');
    expect(english.subject).toBe(`Your order ${guest.orderId} has been delivered`);
    expect(english.body).toContain(`your order ${guest.orderId} was delivered on 20 March 2026.`);
    expect(english.body).toContain(
      'you have 30 days from delivery to return the pieces without giving a reason, that is until 19 April 2026 inclusive',
    );
    const key = new RegExp(`Your order’s page: ${ORIGIN}/account/returns/${guest.orderId}\\?key=([A-Za-z0-9_-]{43})`).exec(
      english.body,
    )?.[1];
    expect((await orderForReturn(db(), { orderId: guest.orderId, key }, null))?.id).toBe(guest.id);
    expect(english.html).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(english.html).toContain('Go to your order</a>');
    expectEscaped(english.html ?? '');
  });
});
