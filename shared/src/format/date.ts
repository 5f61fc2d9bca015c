const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** A date-only ISO string ('2024-03-05') is a calendar day, not UTC midnight. */
const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: Date | string | number): Date {
  if (typeof value === 'string') {
    const match = dateOnly.exec(value);
    if (match) return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  }
  return value instanceof Date ? value : new Date(value);
}

/** DD/MM/YYYY in local time; '' for a missing or invalid date. */
export function formatDate(value: Date | string | number | null | undefined): string {
  if (value == null || value === '') return '';
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear(), 4)}`;
}
