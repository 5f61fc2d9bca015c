export * from './countries';
export * from './provinces';
export * from './care-labels';
