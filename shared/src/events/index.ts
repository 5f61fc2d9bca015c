export * from './event-bus';
export * from './event-map';
export * from './instance-id';
export * from './shop-events';
export * from './ui-requests';
export * from './use-latest-event';
export * from './use-shop-event';
