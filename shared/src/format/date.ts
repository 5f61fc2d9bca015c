import type { LanguageCode } from '../contracts/common';

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

/** Moments are told in the shop's time, Italy's, wherever the reader is; in the language's own way (as the numbers are). */
const MOMENT_LOCALES: Record<LanguageCode, string> = { ita: 'it-IT', eng: 'en-IE' };
const moments = new Map<LanguageCode, Intl.DateTimeFormat>();

/** A moment as day and time in Italy in `language` (27/11/2026, 11:05); '' for none or an invalid one. */
export function formatDateTime(value: Date | string | number | null | undefined, language: LanguageCode): string {
  if (value == null || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  let formatter = moments.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(MOMENT_LOCALES[language], {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Rome',
    });
    moments.set(language, formatter);
  }
  return formatter.format(date);
}
