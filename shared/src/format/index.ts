export * from './currency';
export * from './date';
export * from './address';
export * from './shop-format';
