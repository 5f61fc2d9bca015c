import type { ReturnWindow } from '@shop/shared/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of the withdrawal period: `days` days from delivery, to the end of that day in Italy. */
export function withdrawalEnd(deliveredAt: Date, days: number): Date {
  const last = new Date(deliveredAt.getTime() + days * DAY_MS);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(last);
  // 23:59:59 UTC of that day read in Rome is 00:59 (winter, UTC+1) or 01:59 (summer, UTC+2):
  // the hour read there is Rome's offset less one, so the end of the Italian day is that much earlier.
  const endUtc = new Date(`${day}T23:59:59.999Z`);
  const romeHour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome', hour: '2-digit', hourCycle: 'h23' }).format(endUtc));
  const offsetHours = (romeHour + 1) % 24;
  return new Date(endUtc.getTime() - offsetHours * 60 * 60 * 1000);
}

export interface WindowInput {
  status: string;
  deliveredAt: Date | null;
  /** Row number and pieces bought. */
  rows: { row: number; quantity: number }[];
  /** Pieces already in returns that were not refused, per row number. */
  returned: Map<number, number>;
  days: number;
  now?: Date;
}

/**
 * What a delivered order still allows: until the end of the withdrawal period, each row's pieces
 * not yet in a return (refused returns give theirs back). Null when nothing may be returned.
 */
export function returnWindow(input: WindowInput): ReturnWindow | null {
  if (input.status !== 'DeliveryDone' || !input.deliveredAt) return null;
  const until = withdrawalEnd(input.deliveredAt, input.days);
  if ((input.now ?? new Date()).getTime() > until.getTime()) return null;
  const rows = input.rows.map(({ row, quantity }) => ({ row, returnable: Math.max(0, quantity - (input.returned.get(row) ?? 0)) }));
  if (rows.every((row) => row.returnable === 0)) return null;
  return { until: until.toISOString(), rows };
}

/** A day as the buyer reads it, in Italy's time: «27 novembre 2026», "27 November 2026" (the withdrawal period's days). */
export const longDay = (when: Date, language: 'ita' | 'eng'): string =>
  new Intl.DateTimeFormat(language === 'eng' ? 'en-GB' : 'it-IT', { timeZone: 'Europe/Rome', dateStyle: 'long' }).format(when);
