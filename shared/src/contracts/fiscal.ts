import { MESSAGE_KEY, type MessageKey } from './messages';

/** Values of the characters at odd (1-based) positions of a codice fiscale, digits then letters. */
const ODD_DIGITS = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21];
const ODD_LETTERS = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
const PERSON_PATTERN = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

const compact = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();

function charValue(char: string, odd: boolean): number {
  const code = char.charCodeAt(0);
  const isDigit = code >= 48 && code <= 57;
  const index = isDigit ? code - 48 : code - 65;
  if (!odd) return index;
  return (isDigit ? ODD_DIGITS[index] : ODD_LETTERS[index]) ?? 0;
}

/** Check character of a person's codice fiscale from its first 15 characters. */
export function codiceFiscaleCheckChar(first15: string): string {
  const body = compact(first15).slice(0, 15);
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) sum += charValue(body.charAt(i), i % 2 === 0);
  return String.fromCharCode(65 + (sum % 26));
}

/** Partita IVA: 11 digits, a valid office code and a Luhn check digit. */
export function isValidPartitaIva(value: string): boolean {
  const number = compact(value);
  if (!/^\d{11}$/.test(number) || /^0+$/.test(number)) return false;
  const office = Number(number.slice(7, 10));
  if (!((office >= 1 && office <= 100) || [120, 121, 888, 999].includes(office))) return false;
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    let digit = Number(number[i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10 === Number(number[10]);
}

/** Codice fiscale of a person (16 characters with check character) or a company (11 digits). */
export function isValidCodiceFiscale(value: string): boolean {
  const number = compact(value);
  if (number.length === 11) return isValidPartitaIva(number);
  if (!PERSON_PATTERN.test(number)) return false;
  return codiceFiscaleCheckChar(number) === number[15];
}

/** Field error for an Italian codice fiscale, or undefined when it is valid. */
export function codiceFiscaleError(value: string | null | undefined): MessageKey | undefined {
  const number = compact(value ?? '');
  if (!number) return MESSAGE_KEY.codiceFiscaleRequired;
  if (number.length !== 11 && number.length !== 16) return MESSAGE_KEY.codiceFiscaleLength;
  return isValidCodiceFiscale(number) ? undefined : MESSAGE_KEY.codiceFiscaleInvalid;
}

/** Field error for an Italian partita IVA, or undefined when it is valid. */
export function partitaIvaError(value: string | null | undefined): MessageKey | undefined {
  const number = compact(value ?? '');
  if (!number) return MESSAGE_KEY.partitaIvaRequired;
  if (number.length !== 11) return MESSAGE_KEY.partitaIvaLength;
  return isValidPartitaIva(number) ? undefined : MESSAGE_KEY.partitaIvaInvalid;
}

/** SDI recipient code: 7 upper-case letters or digits for private recipients (6 for public bodies). */
export const isValidRecipientCode = (value: string): boolean => /^[A-Z0-9]{6,7}$/.test(compact(value));
