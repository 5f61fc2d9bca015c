import { CARRIERS, trackingUrl } from './carriers';

describe('trackingUrl', () => {
  it("links a known carrier's parcel page, whatever the case and spacing of its name", () => {
    expect(trackingUrl('brt', 'BRT 0099')).toBe('https://www.mybrt.it/it/mybrt/my-parcels/search?parcelNumber=BRT%200099');
    expect(trackingUrl(' poste  italiane ', 'RR1234IT')).toBe('https://www.poste.it/cerca/index.html#/risultati-spedizioni/RR1234IT');
  });

  it('escapes the tracking number, so it cannot change the address', () => {
    expect(trackingUrl('UPS', 'a&b/c')).toBe('https://www.ups.com/track?loc=it_IT&tracknum=a%26b%2Fc');
  });

  it('gives no link for another carrier or without a tracking number', () => {
    expect(trackingUrl('Corriere del quartiere', '123')).toBeNull();
    expect(trackingUrl('DHL', '  ')).toBeNull();
  });

  it('names every carrier once, each with a secure page taking the number', () => {
    expect(new Set(CARRIERS.map((carrier) => carrier.name.toLowerCase())).size).toBe(CARRIERS.length);
    for (const carrier of CARRIERS) {
      expect(carrier.tracking.startsWith('https://')).toBe(true);
      expect(carrier.tracking).toContain('{number}');
    }
  });
});
