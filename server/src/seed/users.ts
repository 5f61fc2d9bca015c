import { codiceFiscaleCheckChar } from '@shop/shared/contracts';
import { sumCents, taxRow, toBasisPoints, toCents, vatSummary } from '@shop/shared/money';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../core/db/client';
import {
  articolo,
  articoloNota,
  articoloPrezzoStagione,
  customerAddresses,
  customerFavourites,
  customers,
  orderRows,
  orders,
  orderVat,
  sconto,
  staffUsers,
} from '../core/db/schema';
import { articleTitles } from '../orders';
import { countryPrice, destinationVatRate } from '../checkout';
import { hashPassword } from '../account';
import { CURRENT_SEASON } from './reference-data';

export interface Credentials {
  email: string;
  password: string;
}

const DEMO_CF_BODY = 'BNCGLI90A41F205';

/** The demo customer (a private customer in Milan) with favourites and two past orders, and the staff user. */
export async function seedUsers(db: Db, demo: Credentials, staff: Credentials): Promise<void> {
  const [customer] = await db
    .insert(customers)
    .values({
      email: demo.email.toLowerCase(),
      passwordHash: await hashPassword(demo.password),
      name: 'Giulia',
      surname: 'Bianchi',
      company: 'Giulia Bianchi',
      phone: '+39 02 8901 2345',
      mobile: '+39 333 123 4567',
      codiceFiscale: DEMO_CF_BODY + codiceFiscaleCheckChar(DEMO_CF_BODY),
      codiceDestinatario: '0000000',
      newsletter: true,
      privacyAcceptedAt: new Date('2026-01-15T10:00:00Z'),
    })
    .returning({ id: customers.id });
  if (!customer) throw new Error('demo customer not stored');
  const address = {
    name: 'Giulia',
    surname: 'Bianchi',
    address: 'Via Solferino 12',
    postalCode: '20121',
    town: 'Milano',
    state: 'MI',
    country: 'IT',
    phone: '+39 02 8901 2345',
  };
  await db.insert(customerAddresses).values({ customerId: customer.id, kind: 'destination', ...address });
  await db.insert(staffUsers).values({
    email: staff.email.toLowerCase(),
    passwordHash: await hashPassword(staff.password),
    name: 'Staff negozio',
  });

  const picks = await db
    .select({
      codArticolo: articolo.codArticolo,
      title: articoloNota.desNota,
      price: articoloPrezzoStagione.prezzoListinoCli,
      percent: sconto.percentuale,
    })
    .from(articolo)
    .innerJoin(
      articoloNota,
      and(eq(articoloNota.codArticolo, articolo.codArticolo), eq(articoloNota.codLingua, 'ita'), eq(articoloNota.codClasseNota, 'B2C_T')),
    )
    .innerJoin(
      articoloPrezzoStagione,
      and(
        eq(articoloPrezzoStagione.codArticolo, articolo.codArticolo),
        eq(articoloPrezzoStagione.codStagione, CURRENT_SEASON),
        eq(articoloPrezzoStagione.codListinoCli, 'B2C'),
      ),
    )
    .leftJoin(sconto, eq(sconto.codArticolo, articolo.codArticolo))
    .where(isNull(articolo.dataCancellazione))
    .orderBy(asc(articolo.id))
    .limit(6);
  if (picks.length < 4) return;
  await db.insert(customerFavourites).values(picks.slice(0, 3).map((p) => ({ customerId: customer.id, codArticolo: p.codArticolo })));

  const history = [
    { orderId: 'SHOP-2026-000101', status: 'DeliveryDone', createdAt: new Date('2026-09-12T09:30:00Z'), items: picks.slice(0, 2) },
    { orderId: 'SHOP-2026-000187', status: 'WaitDelivery', createdAt: new Date('2026-10-28T17:05:00Z'), items: picks.slice(2, 4) },
  ];
  // The demo's rows are read in either language, like the rows of a real checkout.
  const titles = await articleTitles(
    db,
    picks.map((p) => p.codArticolo),
    (code) => picks.find((p) => p.codArticolo === code)?.title ?? code,
  );
  for (const entry of history) {
    const vatRate = destinationVatRate(address.country);
    const rows = entry.items.map((item, i) => ({
      ...item,
      taxed: taxRow({
        unitGross: countryPrice(toCents(item.price), item.percent === null ? null : toBasisPoints(item.percent), address.country),
        quantity: i + 1,
        vatRate,
      }),
    }));
    const [order] = await db
      .insert(orders)
      .values({
        orderId: entry.orderId,
        customerId: customer.id,
        status: entry.status,
        email: demo.email.toLowerCase(),
        name: address.name,
        surname: address.surname,
        addressDest: address.address,
        postalCodeDest: address.postalCode,
        townDest: address.town,
        provinceDest: address.state,
        countryDest: address.country,
        totalCents: sumCents(rows.map((row) => row.taxed.gross)),
        createdAt: entry.createdAt,
        paidAt: entry.createdAt,
      })
      .returning({ id: orders.id });
    if (!order) continue;
    await db.insert(orderRows).values(
      rows.map((row, i) => ({
        orderId: order.id,
        rowNumber: i + 1,
        codArticolo: row.codArticolo,
        codColore: '',
        progSiglaTaglia: 1,
        description: titles.get(row.codArticolo)?.ita ?? row.title,
        descriptionEng: titles.get(row.codArticolo)?.eng ?? row.title,
        quantity: row.taxed.quantity,
        unitGrossCents: row.taxed.unitGross,
        unitNetCents: row.taxed.unitNet,
        vatRate: row.taxed.vatRate,
        vatCents: row.taxed.vat,
        grossCents: row.taxed.gross,
      })),
    );
    const summary = vatSummary(rows.map((row) => row.taxed));
    await db
      .insert(orderVat)
      .values(summary.map((line) => ({ orderId: order.id, vatRate: line.vatRate, taxableCents: line.taxable, taxCents: line.tax })));
  }
}
