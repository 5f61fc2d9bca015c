import { INVOICE_ACTIONS, STAFF_SESSION_HEADER, type ConfirmCartReply } from '@shop/shared/contracts';
import { strFromU8, unzipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { orders } from '../../core/db/schema';
import { cartOf, guest, pickSizes, setStock, type StockKey } from '../../../test/reliability/shopper';
import { createStaffSession } from '../../staff/staff-sessions';
import { addStaff } from '../../app/staff-admin';
import { describeEachDatabase } from '../../../test/support/test-shop';
import { validateFatturaPa } from './fatturapa-schema';
import { invoiceFileName } from './invoice-number';
import { issueCreditNote } from './issue-credit-note';
import { issueInvoice } from './issue-invoice';
import { shopFiscalFromEnv } from '../../core/fiscal/shop-fiscal';

const base = '/Apps/WebObjects/Shop.woa/wa';
const seller = shopFiscalFromEnv({});

describeEachDatabase(
  "a month's invoices and credit notes as one ZIP",
  (shop, kind) => {
    let stock: StockKey;
    let token = '';
    let n = 0;
    const db = () => shop().database.db;
    const expected: string[] = [];

    /** An order placed by a guest; its documents are issued below with the dates each case needs. */
    async function order(): Promise<number> {
      n += 1;
      const placed = await shop().app.inject({
        method: 'POST',
        url: `${base}/AccountAction/confirmCart`,
        payload: { cart: cartOf([{ stock, pieces: 1 }]), cliente: guest(200 + n), privacy: true },
        remoteAddress: `10.51.0.${n}`,
      });
      const { orderId } = placed.json<ConfirmCartReply>();
      const [row] = await db().select({ id: orders.id }).from(orders).where(eq(orders.orderId, orderId!));
      return row!.id;
    }
    const invoice = async (id: number, at: string) => (await issueInvoice(db(), id, seller, new Date(at)))!;
    const creditNote = async (id: number, at: string) => (await issueCreditNote(db(), id, 'whole', null, seller, new Date(at)))!;
    const download = (body: object, headers: Record<string, string> = { [STAFF_SESSION_HEADER]: token }) =>
      shop().app.inject({ method: 'POST', url: `${base}/${INVOICE_ACTIONS.staffMonthZip}`, payload: body, headers });

    beforeAll(async () => {
      [stock] = (await pickSizes(db(), 1)) as [StockKey];
      await setStock(db(), stock, 50);
      const staff = await addStaff(db(), shop().config, { email: `contabile.zip.${kind}@example.com`, password: 'Contabile!2026z' });
      token = await createStaffSession(db(), staff.id);

      const [first, second, may, lastYear] = [await order(), await order(), await order(), await order()];
      // 22:30 UTC on 31 March is 00:30 on 1 April in Italy: an April invoice.
      const firstInvoice = await invoice(first, '2025-03-31T22:30:00Z');
      const secondInvoice = await invoice(second, '2025-04-15T10:00:00Z');
      await invoice(may, '2025-05-02T10:00:00Z');
      await invoice(lastYear, '2024-04-10T10:00:00Z');
      const note = await creditNote(second, '2025-04-20T10:00:00Z');
      await creditNote(first, '2025-05-03T10:00:00Z');
      expected.push(
        invoiceFileName({ ...firstInvoice, type: 'TD01', seller }, 'xml'),
        invoiceFileName({ ...secondInvoice, type: 'TD01', seller }, 'xml'),
        invoiceFileName({ ...note, type: 'TD04', seller }, 'xml'),
      );
    });

    it('holds exactly the documents dated in the month, each a valid FatturaPA named as the SDI expects', async () => {
      const response = await download({ year: 2025, month: 4 });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-disposition']).toBe('attachment; filename="fatture-2025-04.zip"');
      const files = unzipSync(new Uint8Array(response.rawPayload));
      expect(Object.keys(files).sort()).toEqual([...expected].sort());
      for (const name of expected) expect(name).toMatch(/^IT00743110157_[0-9A-Z]{5}\.xml$/);
      const xml = Object.values(files).map((bytes) => strFromU8(bytes));
      for (const text of xml) expect(await validateFatturaPa(text)).toEqual({ valid: true, errors: [] });
      const numbers = xml.map((text) => /<Numero>([^<]+)<\/Numero>/.exec(text)?.[1]).sort();
      expect(numbers).toEqual(['2025/1', '2025/2', 'NC2025/1']);
      expect(xml.map((text) => /<Data>([^<]+)<\/Data>/.exec(text)?.[1]).sort()).toEqual(['2025-04-01', '2025-04-15', '2025-04-20']);
    });

    it('answers a month without documents, a bad month and a caller who is not staff with a refusal', async () => {
      const empty = await download({ year: 2023, month: 1 });
      expect(empty.statusCode).toBe(404);
      expect(empty.json()).toMatchObject({ error: true, message: 'Nessuna fattura o nota di credito emessa nel mese 2023-01' });
      expect((await download({ year: 2025, month: 13 })).statusCode).toBe(400);
      expect((await download({ year: 2025, month: 4, extra: true })).statusCode).toBe(400);
      expect((await download({ year: 2025, month: 4 }, {})).statusCode).toBe(401);
      expect((await download({ year: 2025, month: 4 }, { 'x-admin': 'true' })).statusCode).toBe(401);
    });
  },
  () => ({ fiscal: { ...seller, partitaIva: '' } }),
);
