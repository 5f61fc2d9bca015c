import type { Db } from '../db/client';
import { loadUser } from '../repositories/customer-profile';
import { findSessionCustomer } from '../repositories/sessions';
import { customerVat, visitorVat, type OrderVat } from './vat-buyer';

/**
 * Who a cart quote is priced for: a signed-in customer as the account says (the VAT number sent is
 * ignored), a visitor by the country and the VAT number its guest data holds.
 */
export async function quoteVat(db: Db, token: string | undefined, country: string, vatNumber: string): Promise<OrderVat> {
  const customerId = await findSessionCustomer(db, token);
  const user = customerId === null ? null : await loadUser(db, customerId);
  if (user && user.destination.country === country) return customerVat(user);
  return visitorVat(country, vatNumber);
}
