export * from './add-to-cart';
export * from './cart-atoms';
export * from './persistent-atom';
export * from './preference-atoms';
export * from './session-atoms';
export * from './storage';
export * from './storage-keys';
export * from './store';
export { connectStoreToEvents } from './store-events';
