export * from './content-pages';
export * from './paths';
export * from './route-table';
export * from './use-storefront-route';
