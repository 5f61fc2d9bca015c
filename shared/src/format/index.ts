export * from './currency';
export * from './date';
