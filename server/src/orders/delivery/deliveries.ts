import type { CarrierTrackingEvent, OrderDeliveredRequest } from '@shop/shared/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/client';
import { backofficeAudit, orders, orderShipments } from '../../core/db/schema';
import { HttpError } from '../../core/http/errors';
import { says } from '../../core/http/messages';
import type { Staff } from '../../staff';
import { italianDate } from '../invoice/issue-invoice';
import { queueDeliveryMail } from '../mail/delivery-mail';

/** What recording a delivery needs besides the order: the withdrawal period and the shop's public origin, for the mail. */
export interface DeliveryDeps {
  withdrawalDays: number;
  /** The shop's configured public origin (never a request's Host), for the link to the order's page. */
  origin: string;
}

/** Who says the parcel arrived: a member of staff (by hand), or the carrier's tracking event. */
export type DeliverySource = { staff: Staff } | { carrier: string; trackingNumber: string };

/** A carrier's clock may run a little ahead of ours: an event up to this far in the future counts as now. */
const CLOCK_SKEW_MS = 10 * 60_000;

/** Why a delivery at `at` cannot be: after today, or before the day it shipped (both read in Italy). */
function dayRefused(shippedAt: Date, at: Date, now: Date): HttpError | null {
  const shippedDay = italianDate(shippedAt);
  const day = italianDate(at);
  return day > italianDate(now) || day < shippedDay ? new HttpError(400, says('deliveryDateInvalid', { shipped: shippedDay })) : null;
}

/**
 * The one way an order becomes delivered, by hand or by the carrier: the shipment gets its delivery
 * time only if it has none yet (a conditional update, so of two at once one records it), then the
 * audit trail says who (staff, or the carrier and its tracking number) and the buyer's delivery
 * mail is queued in the same transaction: once per order. False when it was already recorded.
 */
async function markDelivered(
  tx: Tx,
  order: { id: number; orderId: string },
  deliveredAt: Date,
  source: DeliverySource,
  deps: DeliveryDeps,
): Promise<boolean> {
  const by = 'staff' in source ? source.staff.email : source.carrier;
  const recorded = await tx
    .update(orderShipments)
    .set({ deliveredAt, deliveredByEmail: by })
    .where(and(eq(orderShipments.orderId, order.id), isNull(orderShipments.deliveredAt)))
    .returning({ orderId: orderShipments.orderId });
  if (recorded.length === 0) return false;
  const detail = { orderId: order.orderId, consegnato: italianDate(deliveredAt) };
  await tx.insert(backofficeAudit).values({
    staffId: 'staff' in source ? source.staff.id : null,
    staffEmail: by,
    action: 'ordine-consegnato',
    codArticolo: null,
    detail:
      'staff' in source
        ? { ...detail, fonte: 'staff' }
        : { ...detail, fonte: 'corriere', corriere: source.carrier, tracking: source.trackingNumber, ora: deliveredAt.toISOString() },
  });
  await queueDeliveryMail(tx, order.id, deliveredAt, deps);
  return true;
}

/**
 * Records by hand the delivery of a shipped order (the withdrawal period runs from it): today, or
 * the day the carrier or the buyer gave, neither in the future nor before shipping. Once only.
 */
export async function recordDelivery(
  db: Db,
  staff: Staff,
  request: OrderDeliveredRequest,
  deps: DeliveryDeps,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, orderId: orders.orderId, status: orders.status })
      .from(orders)
      .where(eq(orders.orderId, request.orderId))
      .limit(1);
    if (!order) throw new HttpError(404, says('orderNotFound'));
    const [shipment] = await tx.select().from(orderShipments).where(eq(orderShipments.orderId, order.id));
    if (order.status !== 'DeliveryDone' || !shipment) throw new HttpError(409, says('orderNotShipped', { order: request.orderId }));
    const today = italianDate(now);
    const day = request.date ?? today;
    // Midday in Italy of the day given, or now for today: the period is counted in whole Italian days.
    const deliveredAt = day === today ? now : new Date(`${day}T11:00:00Z`);
    const refused = dayRefused(shipment.shippedAt, deliveredAt, now);
    if (refused) throw refused;
    if (!(await markDelivered(tx, order, deliveredAt, { staff }, deps))) {
      throw new HttpError(409, says('orderAlreadyDelivered', { order: request.orderId }));
    }
  });
}

/** What a carrier's event did: the orders it marked delivered now (none for a repeat or another status). */
export interface CarrierEventOutcome {
  delivered: string[];
}

/**
 * A carrier's tracking event. Its parcel is every shipment with that carrier (the name as staff wrote
 * it, whatever its case and spacing) and tracking number (whatever its case); none is refused with a
 * 404 and nothing changes. Only `delivered` changes anything: each shipped order of the parcel not yet
 * delivered is marked delivered at the carrier's time, the same way staff's record does. A repeat, a
 * late `in_transit` or a second `delivered` (whatever its time) changes nothing.
 */
export async function carrierEvent(
  db: Db,
  carrier: { name: string; slug: string },
  event: CarrierTrackingEvent,
  deps: DeliveryDeps,
  now = new Date(),
): Promise<CarrierEventOutcome> {
  return db.transaction(async (tx) => {
    const parcel = await tx
      .select({ id: orders.id, orderId: orders.orderId, status: orders.status, shipment: orderShipments })
      .from(orderShipments)
      .innerJoin(orders, eq(orders.id, orderShipments.orderId))
      .where(
        and(
          sql`upper(${orderShipments.trackingNumber}) = upper(${event.trackingNumber})`,
          sql`lower(regexp_replace(trim(${orderShipments.carrier}), '\\s+', '-', 'g')) = ${carrier.slug}`,
        ),
      )
      .orderBy(orders.id);
    if (parcel.length === 0) throw new HttpError(404, says('trackingUnknown', { number: event.trackingNumber }));
    const delivered: string[] = [];
    if (event.status !== 'delivered') return { delivered };
    const told = new Date(event.occurredAt);
    const at = told.getTime() > now.getTime() && told.getTime() - now.getTime() <= CLOCK_SKEW_MS ? now : told;
    let refused: HttpError | null = null;
    for (const order of parcel) {
      if (order.status !== 'DeliveryDone' || order.shipment.deliveredAt) continue;
      const wrongDay = dayRefused(order.shipment.shippedAt, at, now);
      if (wrongDay) {
        refused = wrongDay;
        continue;
      }
      const source = { carrier: carrier.name, trackingNumber: event.trackingNumber };
      if (await markDelivered(tx, order, at, source, deps)) delivered.push(order.orderId);
    }
    if (refused && delivered.length === 0) throw refused;
    return { delivered };
  });
}
