import { MESSAGE_KEY } from '@shop/shared/contracts';
import { seller } from '../../../test/support/invoice-fixtures';
import { shopOwnIdError } from './shop-own-ids';

describe("the shop's own fiscal codes", () => {
  const vat = (...vatNumbers: string[]) => shopOwnIdError(seller, { vatNumbers, codiceFiscale: '' });

  it('finds its partita IVA however it is written, as an Italian or an EU VAT number', () => {
    for (const written of ['00743110157', '007 431 101 57', '00743-110.157', 'IT00743110157', 'it 00743110157']) {
      expect(vat('', written)).toBe(MESSAGE_KEY.partitaIvaOfShop);
    }
  });

  it('finds its codice fiscale, and leaves any other code alone', () => {
    expect(shopOwnIdError(seller, { vatNumbers: ['12345670017'], codiceFiscale: '00743110157' })).toBe(MESSAGE_KEY.codiceFiscaleOfShop);
    expect(shopOwnIdError(seller, { vatNumbers: ['12345670017', 'FR40303265045'], codiceFiscale: 'RSSMRA85T10A562S' })).toBeNull();
    expect(vat('', '-', '00000000000')).toBeNull();
  });

  it('finds nothing while the shop has no codes configured', () => {
    expect(shopOwnIdError({ ...seller, partitaIva: '', codiceFiscale: '' }, { vatNumbers: [''], codiceFiscale: '' })).toBeNull();
  });
});
