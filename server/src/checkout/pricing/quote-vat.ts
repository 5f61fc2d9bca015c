import type { Db } from '../../core/db/client';
import { loadUser, findSessionCustomer } from '../../account';
import { checkedByVies, customerVat, visitorVat, type OrderVat } from './vat-buyer';
import type { ViesClient } from './vies';

/**
 * Who a cart quote is priced for: a signed-in customer as the account says (the VAT number sent is
 * ignored), a visitor by the country and the VAT number its guest data holds; a VAT number VIES
 * says is not active is priced as a distance sale, as the checkout would take it.
 */
export async function quoteVat(
  db: Db,
  token: string | undefined,
  country: string,
  vatNumber: string,
  vies: ViesClient | null,
): Promise<OrderVat> {
  const customerId = await findSessionCustomer(db, token);
  const user = customerId === null ? null : await loadUser(db, customerId);
  return checkedByVies(user && user.destination.country === country ? customerVat(user) : visitorVat(country, vatNumber), vies);
}
