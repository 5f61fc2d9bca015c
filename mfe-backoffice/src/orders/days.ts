/** The shop's days are Italian days, wherever the member of staff's browser is. */
const ROME = 'Europe/Rome';

const partsOf = (at: Date | string) => {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: ROME, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    typeof at === 'string' ? new Date(at) : at,
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { year: part('year'), month: part('month'), day: part('day') };
};

/** The Italian day of a moment as YYYY-MM-DD (what a date field holds and the contracts take). */
export function romeDay(at: Date | string): string {
  const { year, month, day } = partsOf(at);
  return `${year}-${month}-${day}`;
}

/** The Italian day of a moment as the shop writes it: DD/MM/YYYY; '—' when there is none. */
export function dayLabel(at: string | null): string {
  if (!at || Number.isNaN(new Date(at).getTime())) return '—';
  const { year, month, day } = partsOf(at);
  return `${day}/${month}/${year}`;
}

/** A moment as day and time in Italy, in the page's locale; '—' when there is none. */
export const dateTime = (iso: string | null, locale: string) =>
  iso ? new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium', timeZone: ROME }).format(new Date(iso)) : '—';
