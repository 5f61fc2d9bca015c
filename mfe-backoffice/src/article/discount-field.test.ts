import { parseDiscount } from './discount-field';

describe('the discount percentage', () => {
  it('takes a decimal with a comma and refuses text and values above 90', () => {
    expect(parseDiscount('20,5')).toEqual({ value: 20.5 });
    expect(parseDiscount('0')).toEqual({ value: 0 });
    expect(parseDiscount('95')).toEqual({ message: 'Inserisci un valore compreso tra 0 e 90' });
    expect(parseDiscount('abc')).toEqual({ message: 'Inserisci un valore numerico' });
    expect(parseDiscount('')).toEqual({ message: 'Inserisci un valore numerico' });
  });
});
