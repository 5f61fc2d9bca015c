export * from './money';
export * from './vat';
export * from './format';
export * from './vat-rates';
