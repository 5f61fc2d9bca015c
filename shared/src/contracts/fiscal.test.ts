import {
  codiceFiscaleCheckChar,
  codiceFiscaleError,
  isValidCodiceFiscale,
  isValidPartitaIva,
  isValidRecipientCode,
  partitaIvaError,
} from './fiscal';
import { MESSAGE_KEY } from './messages';

describe('codice fiscale', () => {
  it('computes the check character of the reference example', () => {
    expect(codiceFiscaleCheckChar('RCCMNL83S18D969')).toBe('H');
    expect(isValidCodiceFiscale('RCCMNL83S18D969H')).toBe(true);
  });

  it('accepts lower case and spaces, rejects a wrong check character', () => {
    expect(isValidCodiceFiscale('rccmnl 83s18 d969h')).toBe(true);
    expect(isValidCodiceFiscale('RCCMNL83S18D969A')).toBe(false);
  });

  it('accepts omocodia letters in place of digits', () => {
    const body = 'RCCMNL83S18D96V';
    expect(isValidCodiceFiscale(body + codiceFiscaleCheckChar(body))).toBe(true);
  });

  it('rejects a bad month letter', () => {
    const body = 'RCCMNL83Z18D969';
    expect(isValidCodiceFiscale(body + codiceFiscaleCheckChar(body))).toBe(false);
  });

  it('validates an 11-digit company code like a partita IVA', () => {
    expect(isValidCodiceFiscale('00743110157')).toBe(true);
    expect(isValidCodiceFiscale('00743110158')).toBe(false);
  });

  it('gives clear field errors', () => {
    expect(codiceFiscaleError('')).toBe(MESSAGE_KEY.codiceFiscaleRequired);
    expect(codiceFiscaleError('ABC')).toBe(MESSAGE_KEY.codiceFiscaleLength);
    expect(codiceFiscaleError('RCCMNL83S18D969A')).toBe(MESSAGE_KEY.codiceFiscaleInvalid);
    expect(codiceFiscaleError('RCCMNL83S18D969H')).toBeUndefined();
  });
});

describe('partita IVA', () => {
  it('accepts the reference example and rejects a wrong check digit', () => {
    expect(isValidPartitaIva('00743110157')).toBe(true);
    expect(isValidPartitaIva('00743110150')).toBe(false);
  });

  it('rejects wrong length, letters, all zeros and a bad office code', () => {
    expect(isValidPartitaIva('0074311015')).toBe(false);
    expect(isValidPartitaIva('0074311015A')).toBe(false);
    expect(isValidPartitaIva('00000000000')).toBe(false);
    expect(isValidPartitaIva('00743114007')).toBe(false);
  });

  it('gives clear field errors', () => {
    expect(partitaIvaError(undefined)).toBe(MESSAGE_KEY.partitaIvaRequired);
    expect(partitaIvaError('123')).toBe(MESSAGE_KEY.partitaIvaLength);
    expect(partitaIvaError('00743110150')).toBe(MESSAGE_KEY.partitaIvaInvalid);
    expect(partitaIvaError('00743110157')).toBeUndefined();
  });
});

describe('recipient code', () => {
  it('accepts 6 or 7 letters and digits', () => {
    expect(isValidRecipientCode('0000000')).toBe(true);
    expect(isValidRecipientCode('ABC1234')).toBe(true);
    expect(isValidRecipientCode('AB12')).toBe(false);
  });
});
