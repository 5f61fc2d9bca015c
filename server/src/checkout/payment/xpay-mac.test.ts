import { requestMac, resultMac, sameMac } from './xpay-mac';

describe('XPay MAC', () => {
  it('matches the documented check value of the request MAC', () => {
    const mac = requestMac({ codTrans: 'TEST123', divisa: 'EUR', importo: 5000 }, 'SECRET');
    expect(mac).toMatch(/^c7fd9e85[0-9a-f]{32}$/);
  });

  it('signs every result field in the documented order', () => {
    const fields = { codTrans: 'T1', esito: 'OK', importo: 100, divisa: 'EUR', data: '20260101', orario: '120000', codAut: 'A1' };
    const mac = resultMac(fields, 'K');
    expect(sameMac(mac, mac.toUpperCase())).toBe(true);
    for (const key of Object.keys(fields) as (keyof typeof fields)[]) {
      expect(resultMac({ ...fields, [key]: `${fields[key]}x` }, 'K')).not.toBe(mac);
    }
    expect(resultMac(fields, 'other')).not.toBe(mac);
    expect(sameMac(mac, mac.slice(1))).toBe(false);
  });
});
