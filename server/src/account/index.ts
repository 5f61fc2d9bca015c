/**
 * The account module's public face: what the rest of the server may use of it. Everything else in
 * account/ is its own business (lint holds it).
 */
export { updateAccount } from './account-actions';
export { loadUser } from './data/customer-profile';
export { findSessionCustomer, hashToken } from './data/sessions';
export { updateFavorites } from './favourites-actions';
export { loginThrottle } from './login-throttle';
export { confirmNewsletter, subscribeNewsletter } from './newsletter-actions';
export { passwordRestore } from './password-restore';
export { hashPassword, verifyPassword } from './passwords';
export { createAccount, emailValidation } from './registration-actions';
export { login, logout, storedSession } from './session-actions';
