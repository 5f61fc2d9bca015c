import {
  ORDER_ADMIN_ACTIONS,
  STAFF_SESSION_HEADER,
  type ConfirmCartReply,
  type GuestCustomerInput,
  type OrderTransitionInput,
} from '@shop/shared/contracts';
import { EU_VAT_RATES } from '@shop/shared/money';
import { asc, eq, sql } from 'drizzle-orm';
import { creditNotes, invoices, orders } from '../../core/db/schema';
import { expireReservations } from '../../checkout/stock/reservations';
import { cartOf, guest, pickSizes, setStock, type StockKey } from '../../../test/reliability/shopper';
import { createStaffSession } from '../../staff/staff-sessions';
import { addStaff } from '../../app/staff-admin';
import { callAction, foreignCompany, italianPrivate, register } from '../../../test/support/account-fixtures';
import { signedResult } from '../../../test/support/checkout-fixtures';
import { describeEachDatabase } from '../../../test/support/test-shop';
import { validateFatturaPa } from './fatturapa-schema';
import { fatturaPaXml } from './fatturapa-xml';
import type { InvoiceDocument } from './invoice-document';
import { progressivoInvio } from './invoice-number';
import { pdfText } from '../../../test/support/pdf-text';
import { sdiSumErrors } from './sdi-sums';

const base = '/Apps/WebObjects/Shop.woa/wa';

const frenchCompany: GuestCustomerInput = {
  tipo_persona: 'G',
  denominazione: 'Maison Lefèvre SARL',
  email: 'achats@maison-lefevre.example',
  telefono: '+33 1 42 00 00 00',
  cod_nazione_ope: 'FR',
  indirizzo_ope: '8 rue du Faubourg Saint-Honoré',
  cap_ope: '75008',
  comune_ope: 'Paris',
  sigla_provincia_ope: 'EE',
  codice_fiscale: '00000000000',
  partita_iva: '00000000000',
  partita_iva_cee: 'FR40303265045',
};

const germanPerson: GuestCustomerInput = {
  tipo_persona: 'F',
  denominazione: 'Anna Schmidt',
  email: 'anna.schmidt@example.de',
  telefono: '+49 30 1234567',
  cod_nazione_ope: 'DE',
  indirizzo_ope: 'Friedrichstraße 101',
  cap_ope: '10117',
  comune_ope: 'Berlin',
  sigla_provincia_ope: 'EE',
  codice_fiscale: '00000000000',
  partita_iva: '00000000000',
};

/** Both checks a document must pass: the official schema in force and the SDI's sums. */
async function expectSdiReady(doc: InvoiceDocument): Promise<string> {
  const xml = fatturaPaXml(doc, progressivoInvio(doc));
  expect(await validateFatturaPa(xml)).toEqual({ valid: true, errors: [] });
  expect(sdiSumErrors(xml)).toEqual([]);
  return xml;
}

describeEachDatabase('VAT by who buys, late payments and credit notes', (shop, kind) => {
  let n = 0;
  let sizes: StockKey[] = [];
  let token = '';
  const db = () => shop().database.db;

  beforeAll(async () => {
    sizes = await pickSizes(db(), 6);
    for (const size of sizes) await setStock(db(), size, 50);
    const staff = await addStaff(db(), shop().config, { email: `contabile.${kind}@example.com`, password: 'Contabile!2026a' });
    token = await createStaffSession(db(), staff.id);
  });

  async function place(stock: StockKey, buyer: GuestCustomerInput = guest(++n), pieces = 1) {
    n += 1;
    const response = await shop().app.inject({
      method: 'POST',
      url: `${base}/AccountAction/confirmCart`,
      payload: { cart: cartOf([{ stock, pieces }]), cliente: buyer, privacy: true },
      remoteAddress: `10.12.0.${n}`,
    });
    const body = response.json<ConfirmCartReply>();
    if (body.error || !body.payment || !body.orderId) throw new Error(`checkout refused: ${body.message}`);
    return { orderId: body.orderId, payment: body.payment };
  }
  const notifyOk = (payment: { codTrans: string; importo: number }) =>
    shop().app.inject({
      method: 'POST',
      url: `${base}/CartAction/notify`,
      payload: new URLSearchParams(signedResult(shop(), payment.codTrans, payment.importo, 'OK')).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const move = (body: OrderTransitionInput) =>
    shop().app.inject({
      method: 'POST',
      url: `${base}/${ORDER_ADMIN_ACTIONS.transition}`,
      payload: body,
      headers: { [STAFF_SESSION_HEADER]: token },
    });
  const orderRow = async (orderId: string) => (await db().select().from(orders).where(eq(orders.orderId, orderId)))[0]!;
  const invoiceOf = async (orderId: string) =>
    (
      await db()
        .select()
        .from(invoices)
        .where(eq(invoices.orderId, (await orderRow(orderId)).id))
    )[0];
  const notesOf = async (orderId: string) =>
    db()
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.orderId, (await orderRow(orderId)).id))
      .orderBy(asc(creditNotes.id));
  it('charges a French company with a valid VAT number the net price and invoices it as N3.2', async () => {
    const stock = sizes[0]!;
    const { orderId, payment } = await place(stock, frenchCompany);
    const order = await orderRow(orderId);
    expect(order).toMatchObject({ vatTreatment: 'intra-eu-supply', buyerVatNumber: 'FR40303265045', vatNumberCheck: 'format' });
    const consumer = await place(stock, { ...frenchCompany, tipo_persona: 'F', partita_iva_cee: '', email: 'privato@example.fr' });
    const consumerTotal = (await orderRow(consumer.orderId)).totalCents;
    // Without VAT the company pays less than a French consumer for the same cart, never more.
    expect(payment.importo).toBeLessThan(consumerTotal);
    expect((await notifyOk(payment)).statusCode).toBe(200);
    const doc = (await invoiceOf(orderId))!.document as InvoiceDocument;
    expect(doc).toMatchObject({ type: 'TD01', treatment: 'intra-eu-supply', total: payment.importo });
    expect(doc.buyer).toMatchObject({ kind: 'company', vatCountry: 'FR', partitaIva: '40303265045' });
    expect(doc.rows.every((row) => row.vatRate === 0 && row.vat === 0)).toBe(true);
    const xml = await expectSdiReady(doc);
    expect(xml).toContain('<Natura>N3.2</Natura>');
    expect(xml).not.toMatch(/<AliquotaIVA>(?!0\.00)/);
  });

  it('charges a registered German company the net price too, from its account, and invoices it as N3.2', async () => {
    const customer = await register(shop(), foreignCompany(`einkauf.${kind}@schmidt-mode.example`), '10.12.9.7');
    const cart = cartOf([{ stock: sizes[5]!, pieces: 2 }]);
    const quoted = await shop().app.inject({
      method: 'POST',
      url: `${base}/CartAction/quote`,
      payload: { cart, country: 'DE' },
      headers: { authorization: `Bearer ${customer}` },
    });
    const quote = quoted.json<{ quote: { vatTreatment: string; totalCents: number } }>().quote;
    expect(quote.vatTreatment).toBe('intra-eu-supply');
    const placed = await callAction(shop(), 'confirmCart', { cart, languageCode: 'ita' }, { token: customer, ip: '10.12.9.8' });
    const { orderId, payment } = placed.body as { orderId: string; payment: { codTrans: string; importo: number } };
    expect(await orderRow(orderId)).toMatchObject({ vatTreatment: 'intra-eu-supply', buyerVatNumber: 'DE136695976' });
    // What the cart showed is what is charged: the net price, shipping net as well.
    expect(payment.importo).toBe(quote.totalCents);
    const consumer = await place(sizes[5]!, { ...germanPerson, email: `privat.${kind}@example.de` }, 2);
    expect(payment.importo).toBeLessThan(consumer.payment.importo);
    expect((await notifyOk(payment)).statusCode).toBe(200);
    const doc = (await invoiceOf(orderId))!.document as InvoiceDocument;
    expect(doc).toMatchObject({ treatment: 'intra-eu-supply', total: payment.importo });
    expect(doc.buyer).toMatchObject({ kind: 'company', vatCountry: 'DE', partitaIva: '136695976' });
    const xml = await expectSdiReady(doc);
    expect(xml).toContain('<Natura>N3.2</Natura>');
  });

  it('charges a German consumer German VAT and writes it as VAT paid in another member state (N7)', async () => {
    const { orderId, payment } = await place(sizes[1]!, germanPerson);
    expect((await orderRow(orderId)).vatTreatment).toBe('distance-sale');
    expect((await notifyOk(payment)).statusCode).toBe(200);
    const doc = (await invoiceOf(orderId))!.document as InvoiceDocument;
    expect(doc.rows.every((row) => row.vatRate === EU_VAT_RATES.DE)).toBe(true);
    const xml = await expectSdiReady(doc);
    expect(xml).toContain('<Natura>N7</Natura>');
    expect(xml).toMatch(/<RiferimentoNormativo>IVA DE assolta in OSS: 19% [0-9]+,[0-9]{2} EUR<\/RiferimentoNormativo>/);
    expect(xml).toContain(`<ImportoTotaleDocumento>${(payment.importo / 100).toFixed(2)}</ImportoTotaleDocumento>`);
  });

  it('cancelling an invoiced order issues a credit note naming the invoice, for the whole amount', async () => {
    const { orderId, payment } = await place(sizes[2]!, guest(++n), 2);
    expect((await notifyOk(payment)).statusCode).toBe(200);
    const invoice = (await invoiceOf(orderId))!;
    const before = JSON.stringify(invoice.document);
    const response = await move({ action: 'cancel', orderId, reason: 'Annullato su richiesta del cliente' });
    expect(response.statusCode).toBe(200);
    const notes = await notesOf(orderId);
    expect(notes).toHaveLength(1);
    const note = notes[0]!.document as InvoiceDocument;
    const original = invoice.document as InvoiceDocument;
    expect(note).toMatchObject({
      type: 'TD04',
      total: payment.importo,
      linkedInvoice: { number: `${original.year}/${original.number}`, date: original.date },
    });
    expect(note.summary).toEqual(original.summary);
    expect(notes[0]!.refundId).not.toBeNull();
    // The invoice stays as issued.
    expect(JSON.stringify((await invoiceOf(orderId))!.document)).toBe(before);
    const xml = await expectSdiReady(note);
    expect(xml).toContain('<TipoDocumento>TD04</TipoDocumento>');
    expect(xml).toContain(`<IdDocumento>${original.year}/${original.number}</IdDocumento>`);
  });

  it('lists credit notes beside the invoices and lets staff and the customer download them', async () => {
    const customer = await register(shop(), italianPrivate(`nota.${kind}@example.com`), '10.12.9.1');
    const placed = await callAction(
      shop(),
      'confirmCart',
      { cart: cartOf([{ stock: sizes[2]!, pieces: 1 }]), languageCode: 'ita' },
      { token: customer, ip: '10.12.9.2' },
    );
    const { orderId, payment } = placed.body as { orderId: string; payment: { codTrans: string; importo: number } };
    expect((await notifyOk(payment)).statusCode).toBe(200);
    expect((await move({ action: 'cancel', orderId, reason: 'Ripensamento' })).statusCode).toBe(200);
    const [note] = await notesOf(orderId);
    const creditNote = { year: note!.year, number: note!.number };

    const list = await shop().app.inject({
      method: 'POST',
      url: `${base}/StaffAction/invoices`,
      payload: { page: 1, limit: 90 },
      headers: { [STAFF_SESSION_HEADER]: token },
    });
    const records = list.json<{ records: { kind: string; orderId: string; totalCents: number }[]; totalCount: number }>();
    expect(
      records.records
        .filter((row) => row.orderId === orderId)
        .map((row) => row.kind)
        .sort(),
    ).toEqual(['credit-note', 'invoice']);
    expect(records.totalCount).toBe((await db().select().from(invoices)).length + (await db().select().from(creditNotes)).length);

    const xml = await shop().app.inject({
      method: 'POST',
      url: `${base}/StaffAction/invoice`,
      payload: { orderId, format: 'xml', creditNote },
      headers: { [STAFF_SESSION_HEADER]: token },
    });
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toContain('<TipoDocumento>TD04</TipoDocumento>');
    expect(await validateFatturaPa(xml.body)).toEqual({ valid: true, errors: [] });

    const copyFor = (token: string, document?: { year: number; number: number }) =>
      shop().app.inject({
        method: 'POST',
        url: `${base}/InvoiceAction/copy`,
        payload: { orderId, format: 'pdf', ...(document ? { creditNote: document } : {}) },
        headers: { authorization: `Bearer ${token}` },
      });
    const copy = await copyFor(customer, creditNote);
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toBe('application/pdf');
    expect(copy.headers['content-disposition']).toBe(
      `attachment; filename="nota-di-credito-${creditNote.year}-${String(creditNote.number).padStart(6, '0')}.pdf"`,
    );
    const text = pdfText(copy.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain(`Nota di credito N. NC${creditNote.year}/${creditNote.number}`);
    expect(text).toContain('da trasmettere al Sistema di Interscambio');
    // The customer's invoice of the same order, as a PDF too.
    const invoiceCopy = await copyFor(customer);
    expect(invoiceCopy.headers['content-type']).toBe('application/pdf');
    expect(pdfText(invoiceCopy.rawPayload)).toMatch(/Fattura N\. \d{4}\/\d+/);
    // Another customer's invoice and credit note are not found.
    const stranger = await register(shop(), italianPrivate(`estraneo.${kind}@example.com`), '10.12.9.3');
    expect((await copyFor(stranger, creditNote)).statusCode).toBe(404);
    expect((await copyFor(stranger)).statusCode).toBe(404);
    const read = await shop().app.inject({
      method: 'POST',
      url: `${base}/API/read`,
      payload: { entity: 'Order' },
      headers: { authorization: `Bearer ${customer}` },
    });
    const own = read.json<{ records: { orderId: string; creditNotes: unknown[] }[] }>().records.find((row) => row.orderId === orderId);
    expect(own?.creditNotes).toEqual([{ ...creditNote, date: expect.any(String), totalCents: payment.importo }]);
  });

  it('numbers credit notes in their own gapless yearly sequence, also when refunds race', async () => {
    const placed = [];
    for (let i = 0; i < 4; i += 1) placed.push(await place(sizes[3]!));
    for (const { payment } of placed) expect((await notifyOk(payment)).statusCode).toBe(200);
    const replies = await Promise.all(placed.map(({ orderId }) => move({ action: 'cancel', orderId, reason: 'Prova' })));
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200]);
    const all = await db().select({ year: creditNotes.year, number: creditNotes.number }).from(creditNotes);
    const numbers = all.map((note) => note.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
  });

  it('two staff cancelling the same order at once give one refund and one credit note', async () => {
    const { orderId, payment } = await place(sizes[4]!);
    expect((await notifyOk(payment)).statusCode).toBe(200);
    const replies = await Promise.all([
      move({ action: 'cancel', orderId, reason: 'Uno' }),
      move({ action: 'cancel', orderId, reason: 'Due' }),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect(await notesOf(orderId)).toHaveLength(1);
  });

  it('invoices a late payment when the money arrives, and reduces it with a credit note when it is refunded', async () => {
    const size = sizes[5]!;
    await setStock(db(), size, 1);
    const { orderId, payment } = await place(size);
    await db()
      .update(orders)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(eq(orders.orderId, orderId));
    await expireReservations(db(), 30);
    await setStock(db(), size, 0);
    expect((await notifyOk(payment)).statusCode).toBe(200);
    expect((await orderRow(orderId)).status).toBe('ValidTransaction');
    const invoice = await invoiceOf(orderId);
    expect(invoice).toBeDefined();
    expect(invoice!.issuedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await move({ action: 'refund', orderId, reason: 'Capo esaurito' })).statusCode).toBe(200);
    const [note] = await notesOf(orderId);
    expect((note!.document as InvoiceDocument).total).toBe(payment.importo);
    await expectSdiReady(note!.document as InvoiceDocument);
  });
});
