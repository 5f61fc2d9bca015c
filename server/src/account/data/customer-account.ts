import type { Address, RegistrationPayload, User } from '@shop/shared/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { customerAddresses, customers } from '../../core/db/schema';

type AddressKind = 'destination' | 'billing';

const addressValues = (customerId: number, kind: AddressKind, address: Address) => ({
  customerId,
  kind,
  name: address.name,
  surname: address.surname,
  company: address.company,
  address: address.address,
  postalCode: address.postalCode,
  phone: address.phone,
  town: address.town,
  state: address.state,
  country: address.country,
});

/** True when another customer already uses this email (compared lower-case). */
export async function emailInUse(db: Db, email: string, exceptCustomerId?: number): Promise<boolean> {
  const normalised = email.trim().toLowerCase();
  const condition =
    exceptCustomerId === undefined
      ? eq(customers.email, normalised)
      : and(eq(customers.email, normalised), ne(customers.id, exceptCustomerId));
  const [row] = await db.select({ id: customers.id }).from(customers).where(condition).limit(1);
  return row !== undefined;
}

async function writeAddresses(db: Db, customerId: number, destination: Address, billing: Address | null) {
  await db.delete(customerAddresses).where(eq(customerAddresses.customerId, customerId));
  await db.insert(customerAddresses).values(addressValues(customerId, 'destination', destination));
  if (billing) await db.insert(customerAddresses).values(addressValues(customerId, 'billing', billing));
}

const profileValues = (data: Omit<User, 'destination' | 'billing' | 'email' | 'id'>) => ({
  isCompany: data.isCompany,
  name: data.name,
  surname: data.surname,
  company: data.company,
  phone: data.phone,
  mobile: data.mobile,
  codiceFiscale: data.codiceFiscale,
  partitaIva: data.partitaIva,
  codiceDestinatario: data.codiceDestinatario,
  pec: data.pec,
  newsletter: data.newsletter,
  languageCode: data.languageCode,
  differentShipping: data.differentShipping,
});

/** Stores a new customer with their addresses; null when the email is taken meanwhile. */
export async function insertCustomer(db: Db, data: RegistrationPayload, passwordHash: string): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(customers)
      .values({
        email: data.email.trim().toLowerCase(),
        passwordHash,
        ...profileValues(data),
        privacyAcceptedAt: new Date(),
      })
      .onConflictDoNothing({ target: customers.email })
      .returning({ id: customers.id });
    if (!row) return null;
    await writeAddresses(tx, row.id, data.destination, data.differentShipping ? data.billing : null);
    return row.id;
  });
}

/** Saves the editable part of an account; the email and the registration type never change here. */
export async function updateCustomer(db: Db, customerId: number, user: User): Promise<void> {
  await db.transaction(async (tx) => {
    const { isCompany: _keepType, ...profile } = profileValues(user);
    await tx
      .update(customers)
      .set({ ...profile, updatedAt: new Date() })
      .where(eq(customers.id, customerId));
    await writeAddresses(tx, customerId, user.destination, user.differentShipping ? user.billing : null);
  });
}

export async function setPasswordHash(db: Db, customerId: number, passwordHash: string): Promise<void> {
  await db.update(customers).set({ passwordHash, updatedAt: new Date() }).where(eq(customers.id, customerId));
}
