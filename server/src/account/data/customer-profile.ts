import type { Address, User } from '@shop/shared/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { customerAddresses, customerFavourites, customers } from '../../core/db/schema';

type AddressRow = typeof customerAddresses.$inferSelect;

const toAddress = (row: AddressRow): Address => ({
  name: row.name,
  surname: row.surname,
  company: row.company,
  address: row.address,
  postalCode: row.postalCode,
  phone: row.phone,
  town: row.town,
  state: row.state,
  country: row.country,
});

const EMPTY_ADDRESS: Address = {
  name: '',
  surname: '',
  company: '',
  address: '',
  postalCode: '',
  phone: '',
  town: '',
  state: '',
  country: 'IT',
};

/** The customer's account in the shape of the user contract; never the password hash. */
export async function loadUser(db: Db, customerId: number): Promise<User | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  if (!row) return null;
  const addresses = await db.select().from(customerAddresses).where(eq(customerAddresses.customerId, customerId));
  const destination = addresses.find((a) => a.kind === 'destination');
  const billing = addresses.find((a) => a.kind === 'billing');
  return {
    id: row.id,
    email: row.email,
    phone: row.phone,
    mobile: row.mobile,
    name: row.name,
    surname: row.surname,
    company: row.company,
    codiceDestinatario: row.codiceDestinatario,
    pec: row.pec,
    codiceFiscale: row.codiceFiscale,
    partitaIva: row.partitaIva,
    isCompany: row.isCompany,
    differentShipping: row.differentShipping,
    newsletter: row.newsletter,
    languageCode: row.languageCode === 'eng' ? 'eng' : 'ita',
    destination: destination ? toAddress(destination) : EMPTY_ADDRESS,
    billing: row.differentShipping && billing ? toAddress(billing) : null,
  };
}

/** Article codes of the customer's favourites, oldest first. */
export async function loadFavourites(db: Db, customerId: number): Promise<string[]> {
  const rows = await db
    .select({ code: customerFavourites.codArticolo })
    .from(customerFavourites)
    .where(eq(customerFavourites.customerId, customerId))
    .orderBy(asc(customerFavourites.createdAt), asc(customerFavourites.codArticolo));
  return rows.map((r) => r.code);
}
