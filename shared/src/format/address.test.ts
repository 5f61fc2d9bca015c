import { addressLine } from './address';

describe('addressLine', () => {
  it('writes an Italian address with its province and the country in the page language', () => {
    const place = { address: 'Via Roma 1', postalCode: '20121', town: 'Milano', province: 'mi', country: 'IT' };
    expect(addressLine(place, 'ita')).toBe('Via Roma 1, 20121 Milano (MI), Italia');
    expect(addressLine(place, 'eng')).toBe('Via Roma 1, 20121 Milano (MI), Italy');
  });

  it("leaves out SPEC's 'EE' of a foreign address, which is no part of it", () => {
    const place = { address: 'Unter den Linden 5', postalCode: '10117', town: 'Berlin', province: 'EE', country: 'DE' };
    expect(addressLine(place, 'ita')).toBe('Unter den Linden 5, 10117 Berlin, Germania');
    expect(addressLine(place, 'eng')).toBe('Unter den Linden 5, 10117 Berlin, Germany');
  });

  it('skips what is missing and keeps an unknown country as given', () => {
    expect(addressLine({ address: 'Rue 1', town: 'Genève', country: 'CH' }, 'eng')).toBe('Rue 1, Genève, CH');
    expect(addressLine({}, 'ita')).toBe('');
  });
});
