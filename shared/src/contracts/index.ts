// Every contract: the storefront's and the back-office's (the server and the tests).
export * from './storefront';
export * from './staff';
