// Every contract: the storefront's and the back-office's (the server and the tests).
export * from './storefront';
export * from './staff';
// The answers of outside services the server asks.
export * from './vies';
