// Test fixtures shared by the packages' tests; never imported by shipped code.
export * from './containers';
export * from './rich-text-samples';
