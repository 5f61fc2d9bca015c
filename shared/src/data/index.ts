export * from './countries';
export * from './provinces';
// The care labels are the product page's alone: '@shop/shared/care-labels', outside the first load.
