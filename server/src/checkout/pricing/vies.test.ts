import { HEADERS, type CartQuote, type ConfirmCartReply, type GuestCustomerInput } from '@shop/shared/contracts';
import { eq } from 'drizzle-orm';
import { orders } from '../../core/db/schema';
import { cartOf, pickSizes, setStock, type StockKey } from '../../../test/reliability/shopper';
import { freePort } from '../../../test/support/free-port';
import { describeEachDatabase } from '../../../test/support/test-shop';
import { startViesStandIn, type ViesStandIn } from '../../../test/support/vies-stand-in';
import { createViesClient } from './vies';

const base = '/Apps/WebObjects/Shop.woa/wa';

/** Numbers with valid format and check digits; the stand-in decides what VIES says of each. */
const NUMBERS = {
  registered: 'FR40303265045',
  greek: 'EL094259216',
  notActive: 'DE136695976',
  failing: 'BE0202239951',
  slow: 'NL004495445B01',
  busy: 'ATU13585627',
};

let vies: ViesStandIn;
beforeAll(async () => {
  vies = await startViesStandIn({
    [NUMBERS.registered]: { kind: 'registered', name: 'Maison Lefèvre SARL' },
    [NUMBERS.greek]: { kind: 'registered', name: 'Athina Moda AE' },
    [NUMBERS.failing]: { kind: 'error' },
    [NUMBERS.slow]: { kind: 'slow', ms: 2_000 },
    [NUMBERS.busy]: { kind: 'busy' },
  });
});
afterAll(async () => {
  await vies?.close();
});

const asked = (number: string) => vies.asked.get(number) ?? 0;

describe('the VIES client', () => {
  const warnings: string[] = [];
  const log = { warn: (object: object, message: string) => void warnings.push(`${message} ${JSON.stringify(object)}`) };

  it('says valid or invalid as VIES answers, naming Greece EL', async () => {
    const client = createViesClient({ url: vies.url, timeoutMs: 1_000, log });
    expect(await client.check({ country: 'FR', number: '40303265045' })).toBe('valid');
    expect(await client.check({ country: 'DE', number: '136695976' })).toBe('invalid');
    const before = asked(NUMBERS.greek);
    expect(await client.check({ country: 'GR', number: '094259216' })).toBe('valid');
    expect(asked(NUMBERS.greek)).toBe(before + 1);
  });

  it('answers unavailable, with a warning, for an error, an overloaded state, a slow answer and nothing listening', async () => {
    const client = createViesClient({ url: vies.url, timeoutMs: 300, log });
    expect(await client.check({ country: 'BE', number: '0202239951' })).toBe('unavailable');
    expect(warnings.at(-1)).toMatch(/format and check digits only.*BE0202239951.*status 500/);
    expect(await client.check({ country: 'AT', number: 'U13585627' })).toBe('unavailable');
    expect(warnings.at(-1)).toContain('MS_MAX_CONCURRENT_REQ');
    const started = Date.now();
    expect(await client.check({ country: 'NL', number: '004495445B01' })).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(warnings.at(-1)).toMatch(/timeout|abort/i);
    const down = createViesClient({ url: `http://127.0.0.1:${await freePort()}`, timeoutMs: 300, log });
    expect(await down.check({ country: 'FR', number: '40303265045' })).toBe('unavailable');
  });

  it('asks once per number for ten minutes, and again a minute after a failure', async () => {
    let clock = 0;
    const client = createViesClient({ url: vies.url, timeoutMs: 1_000, log, now: () => clock });
    const registered = asked(NUMBERS.registered);
    const both = await Promise.all([0, 1].map(() => client.check({ country: 'FR', number: '40303265045' })));
    expect(both).toEqual(['valid', 'valid']);
    clock += 9 * 60_000;
    expect(await client.check({ country: 'FR', number: '40303265045' })).toBe('valid');
    expect(asked(NUMBERS.registered)).toBe(registered + 1);
    clock += 2 * 60_000;
    expect(await client.check({ country: 'FR', number: '40303265045' })).toBe('valid');
    expect(asked(NUMBERS.registered)).toBe(registered + 2);

    const failing = asked(NUMBERS.failing);
    await client.check({ country: 'BE', number: '0202239951' });
    await client.check({ country: 'BE', number: '0202239951' });
    expect(asked(NUMBERS.failing)).toBe(failing + 1);
    clock += 61_000;
    await client.check({ country: 'BE', number: '0202239951' });
    expect(asked(NUMBERS.failing)).toBe(failing + 2);
  });
});

/** A guest company of another member state buying with its VAT number. */
const company = (country: string, vatNumber: string, n: number): GuestCustomerInput => ({
  tipo_persona: 'G',
  denominazione: `Impresa ${country} ${n}`,
  email: `acquisti.${n}@impresa-${country.toLowerCase()}.example`,
  telefono: '+33 1 42 00 00 00',
  cod_nazione_ope: country,
  indirizzo_ope: `Rue ${n}`,
  cap_ope: '75008',
  comune_ope: 'Città',
  sigla_provincia_ope: 'EE',
  codice_fiscale: '00000000000',
  partita_iva: '00000000000',
  partita_iva_cee: vatNumber,
});

describeEachDatabase(
  'EU VAT numbers checked with VIES',
  (shop) => {
    let stock: StockKey;
    let n = 0;
    const db = () => shop().database.db;
    beforeAll(async () => {
      [stock] = (await pickSizes(db(), 1)) as [StockKey];
      await setStock(db(), stock, 100);
    });

    const quote = async (country: string, vatNumber: string) => {
      const response = await shop().app.inject({
        method: 'POST',
        url: `${base}/CartAction/quote`,
        payload: { cart: cartOf([{ stock, pieces: 1 }]), country, vatNumber },
      });
      return response.json<{ error: boolean; quote: CartQuote }>().quote;
    };
    const confirm = async (buyer: GuestCustomerInput, language: 'ita' | 'eng' = 'ita') => {
      n += 1;
      const response = await shop().app.inject({
        method: 'POST',
        url: `${base}/AccountAction/confirmCart`,
        payload: { cart: cartOf([{ stock, pieces: 1 }]), cliente: buyer, privacy: true },
        headers: { [HEADERS.language]: language },
        remoteAddress: `10.31.0.${n}`,
      });
      return response.json<ConfirmCartReply>();
    };
    const orderOf = async (orderId: string | undefined) =>
      (
        await db()
          .select()
          .from(orders)
          .where(eq(orders.orderId, orderId ?? ''))
      )[0];

    it('sells net to a business VIES knows, and records that VIES confirmed its number', async () => {
      const before = asked(NUMBERS.registered);
      expect((await quote('FR', NUMBERS.registered)).vatTreatment).toBe('intra-eu-supply');
      expect((await quote('FR', NUMBERS.registered)).vatTreatment).toBe('intra-eu-supply');
      const placed = await confirm(company('FR', NUMBERS.registered, 1));
      expect(placed.error).toBe(false);
      expect(await orderOf(placed.orderId)).toMatchObject({
        vatTreatment: 'intra-eu-supply',
        buyerVatNumber: NUMBERS.registered,
        vatNumberCheck: 'vies',
      });
      // Two quotes and the checkout: VIES heard the number once.
      expect(asked(NUMBERS.registered)).toBe(before + 1);
    });

    it('asks VIES for a Greek number as EL', async () => {
      const placed = await confirm(company('GR', NUMBERS.greek, 2));
      expect(await orderOf(placed.orderId)).toMatchObject({
        vatTreatment: 'intra-eu-supply',
        vatNumberCheck: 'vies',
        buyerVatNumber: NUMBERS.greek,
      });
    });

    it('prices a number VIES does not know with the destination VAT and refuses the checkout, saying why', async () => {
      const priced = await quote('DE', NUMBERS.notActive);
      expect(priced.vatTreatment).toBe('distance-sale');
      expect(priced.totalCents).toBe((await quote('DE', '')).totalCents);
      const count = (await db().select().from(orders)).length;
      const italian = await confirm(company('DE', NUMBERS.notActive, 3));
      expect(italian).toEqual({
        error: true,
        message: `La partita IVA ${NUMBERS.notActive} non risulta attiva nel VIES, l'archivio europeo delle partite IVA: non possiamo venderti senza IVA. Correggi il numero, oppure toglilo per acquistare pagando l'IVA indicata nel riepilogo`,
      });
      const english = await confirm(company('DE', NUMBERS.notActive, 4), 'eng');
      expect(english.message).toBe(
        `The VAT number ${NUMBERS.notActive} is not active in VIES, the EU register of VAT numbers: we cannot sell to you without VAT. Correct the number, or remove it to buy paying the VAT shown in the summary`,
      );
      expect((await db().select().from(orders)).length).toBe(count);
      // Without the number the same business buys as the quote showed.
      const asConsumer = await confirm({ ...company('DE', '', 5), tipo_persona: 'F' });
      expect(await orderOf(asConsumer.orderId)).toMatchObject({ vatTreatment: 'distance-sale', buyerVatNumber: '', vatNumberCheck: '' });
    });

    it('falls back to format and check digits when VIES fails or is slow', async () => {
      const failed = await confirm(company('BE', NUMBERS.failing, 6));
      expect(await orderOf(failed.orderId)).toMatchObject({ vatTreatment: 'intra-eu-supply', vatNumberCheck: 'format' });
      const started = Date.now();
      const slow = await confirm(company('NL', NUMBERS.slow, 7));
      expect(Date.now() - started).toBeLessThan(1_800);
      expect(await orderOf(slow.orderId)).toMatchObject({ vatTreatment: 'intra-eu-supply', vatNumberCheck: 'format' });
      const busy = await confirm(company('AT', NUMBERS.busy, 8));
      expect(await orderOf(busy.orderId)).toMatchObject({ vatTreatment: 'intra-eu-supply', vatNumberCheck: 'format' });
    });
  },
  () => ({ vies: { url: vies.url, timeoutMs: 300 } }),
);
