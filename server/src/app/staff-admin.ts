import { parseArgs } from 'node:util';
import { emailSchema, messageText, passwordSchema } from '@shop/shared/contracts';
import { asc, eq } from 'drizzle-orm';
import type { AppConfig } from '../core/config';
import type { Db } from '../core/db/client';
import { staffUsers } from '../core/db/schema';
import { knownDemoPasswords } from './production-checks';
import { deleteStaffSessionsOf } from '../staff';
import { isDatabaseEmpty } from '../seed';
import { hashPassword } from '../account';

/** A refusal the staff command prints as it is (no stack). */
export class StaffAdminError extends Error {}

export const STAFF_USAGE = `Uso:
  node server/dist/staff.js add EMAIL [--name NOME]   aggiunge un membro dello staff (chiede la password)
  node server/dist/staff.js password EMAIL            imposta una nuova password (chiede la password)
  node server/dist/staff.js disable EMAIL             impedisce l'accesso e chiude le sessioni aperte
  node server/dist/staff.js enable EMAIL              riattiva un membro disattivato
  node server/dist/staff.js list                      elenca lo staff
La password si legge dal terminale (senza eco) o dallo standard input, mai dagli argomenti.`;

/** staff_users.name is a varchar(120). */
const MAX_NAME = 120;

export type StaffCommand =
  { command: 'add'; email: string; name: string } | { command: 'password' | 'disable' | 'enable'; email: string } | { command: 'list' };

function validEmail(value: string | undefined, usage = ''): string {
  const parsed = emailSchema.safeParse(value ?? '');
  if (!parsed.success) throw new StaffAdminError(`email non valida: ${value ?? '(mancante)'}${usage && `\n${usage}`}`);
  return parsed.data.toLowerCase();
}

/**
 * Reads the command line (without node and the script). Takes no password: any argument beyond
 * the email (or an unknown option such as --password) is refused.
 */
export function parseStaffArgs(args: string[]): StaffCommand {
  let parsed;
  try {
    parsed = parseArgs({ args, allowPositionals: true, strict: true, options: { name: { type: 'string' } } });
  } catch (error) {
    // Node's message goes on to suggest '--' before the value: keep only its first sentence.
    const reason = (error instanceof Error ? error.message : String(error)).split(/\.\s/)[0] ?? '';
    throw new StaffAdminError(`${reason} (la password non si scrive sulla riga di comando)\n${STAFF_USAGE}`);
  }
  const [command, email, ...rest] = parsed.positionals;
  const name = parsed.values.name;
  if (command === 'list' && email === undefined && name === undefined) return { command };
  if (command !== 'add' && command !== 'password' && command !== 'disable' && command !== 'enable') {
    throw new StaffAdminError(STAFF_USAGE);
  }
  if (rest.length > 0) {
    throw new StaffAdminError(`argomenti di troppo (la password non si scrive sulla riga di comando)\n${STAFF_USAGE}`);
  }
  if (name !== undefined && command !== 'add') throw new StaffAdminError(`--name vale solo per add\n${STAFF_USAGE}`);
  if (command === 'add') {
    const trimmed = (name ?? '').trim();
    if (trimmed.length > MAX_NAME) throw new StaffAdminError(`il nome supera ${MAX_NAME} caratteri`);
    return { command, email: validEmail(email, STAFF_USAGE), name: trimmed };
  }
  return { command, email: validEmail(email, STAFF_USAGE) };
}

/** Why a new staff password is refused, or null: the shop's password rules, and never a demo password. */
export function passwordProblem(password: string, config: Pick<AppConfig, 'demo' | 'staff'>): string | null {
  const parsed = passwordSchema.safeParse(password);
  if (!parsed.success) return messageText(parsed.error.issues[0]?.message ?? 'password non valida');
  if (knownDemoPasswords(config).includes(password)) return "è una password dimostrativa nota: scegline un'altra";
  return null;
}

function checkPassword(password: string, config: Pick<AppConfig, 'demo' | 'staff'>): void {
  const problem = passwordProblem(password, config);
  if (problem) throw new StaffAdminError(problem);
}

export interface StaffRecord {
  id: number;
  email: string;
  name: string;
  disabledAt: Date | null;
}

export async function findStaffRecord(db: Db, email: string): Promise<StaffRecord | null> {
  const [row] = await db
    .select({ id: staffUsers.id, email: staffUsers.email, name: staffUsers.name, disabledAt: staffUsers.disabledAt })
    .from(staffUsers)
    .where(eq(staffUsers.email, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

async function existing(db: Db, email: string): Promise<StaffRecord> {
  const staff = await findStaffRecord(db, email);
  if (!staff) throw new StaffAdminError(`nessun membro dello staff con email ${email.trim().toLowerCase()}`);
  return staff;
}

export async function listStaff(db: Db): Promise<StaffRecord[]> {
  return db
    .select({ id: staffUsers.id, email: staffUsers.email, name: staffUsers.name, disabledAt: staffUsers.disabledAt })
    .from(staffUsers)
    .orderBy(asc(staffUsers.email));
}

/** A new staff member who can sign in to the back-office at once. */
export async function addStaff(
  db: Db,
  config: Pick<AppConfig, 'demo' | 'staff'>,
  input: { email: string; name?: string; password: string },
): Promise<StaffRecord> {
  const email = validEmail(input.email);
  const name = (input.name ?? '').trim();
  if (name.length > MAX_NAME) throw new StaffAdminError(`il nome supera ${MAX_NAME} caratteri`);
  checkPassword(input.password, config);
  if (await findStaffRecord(db, email)) throw new StaffAdminError(`esiste già un membro dello staff con email ${email}`);
  const [row] = await db
    .insert(staffUsers)
    .values({ email, name, passwordHash: await hashPassword(input.password) })
    .onConflictDoNothing()
    .returning({ id: staffUsers.id, email: staffUsers.email, name: staffUsers.name, disabledAt: staffUsers.disabledAt });
  if (!row) throw new StaffAdminError(`esiste già un membro dello staff con email ${email}`);
  return row;
}

/** A new password; the member's open sessions end (whoever knew the old one is signed out). */
export async function setStaffPassword(
  db: Db,
  config: Pick<AppConfig, 'demo' | 'staff'>,
  email: string,
  password: string,
): Promise<StaffRecord> {
  checkPassword(password, config);
  const staff = await existing(db, email);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(staffUsers).set({ passwordHash }).where(eq(staffUsers.id, staff.id));
    await deleteStaffSessionsOf(tx, staff.id);
  });
  return staff;
}

/** The member can no longer sign in, and every session of theirs ends now. */
export async function disableStaff(db: Db, email: string): Promise<StaffRecord> {
  const staff = await existing(db, email);
  const disabledAt = staff.disabledAt ?? new Date();
  await db.transaction(async (tx) => {
    await tx.update(staffUsers).set({ disabledAt }).where(eq(staffUsers.id, staff.id));
    await deleteStaffSessionsOf(tx, staff.id);
  });
  return { ...staff, disabledAt };
}

/** A disabled member may sign in again with their password. */
export async function enableStaff(db: Db, email: string): Promise<StaffRecord> {
  const staff = await existing(db, email);
  await db.update(staffUsers).set({ disabledAt: null }).where(eq(staffUsers.id, staff.id));
  return { ...staff, disabledAt: null };
}

/**
 * Runs one staff command and answers what to print. The password is asked for (readPassword) only
 * once the command is known to apply; it never comes from the arguments.
 */
export async function runStaffCommand(
  db: Db,
  config: Pick<AppConfig, 'demo' | 'staff'>,
  command: StaffCommand,
  readPassword: () => Promise<string>,
): Promise<string> {
  switch (command.command) {
    case 'list': {
      const staff = await listStaff(db);
      if (staff.length === 0) return 'nessun membro dello staff';
      return staff
        .map(
          (member) =>
            `${member.email}\t${member.name || '-'}\t${member.disabledAt ? `disattivato ${member.disabledAt.toISOString()}` : 'attivo'}`,
        )
        .join('\n');
    }
    case 'add': {
      // Staff first would make the server take the database for a used one and skip the catalogue.
      if (await isDatabaseEmpty(db)) {
        throw new StaffAdminError('il database è vuoto: avvia il negozio una prima volta (crea il catalogo), poi aggiungi lo staff');
      }
      if (await findStaffRecord(db, command.email))
        throw new StaffAdminError(`esiste già un membro dello staff con email ${command.email}`);
      const added = await addStaff(db, config, { email: command.email, name: command.name, password: await readPassword() });
      return `aggiunto ${added.email}: può accedere al back-office`;
    }
    case 'password': {
      await existing(db, command.email);
      const staff = await setStaffPassword(db, config, command.email, await readPassword());
      return `password di ${staff.email} cambiata; le sue sessioni sono chiuse${staff.disabledAt ? ' (resta disattivato: enable per riattivarlo)' : ''}`;
    }
    case 'disable': {
      const staff = await disableStaff(db, command.email);
      return `${staff.email} disattivato: non può accedere e le sue sessioni sono chiuse`;
    }
    case 'enable': {
      const staff = await enableStaff(db, command.email);
      return `${staff.email} riattivato`;
    }
  }
}
