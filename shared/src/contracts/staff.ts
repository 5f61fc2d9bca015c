// The back-office's contracts (articles, contents, stock, orders) and the carriers' tracking events: only
// the back-office remote and the server import them, so the storefront's first load does not carry them.
export * from './backoffice';
export * from './orders-admin';
export * from './photos';
export * from './carrier-tracking';
export * from './releases-admin';
