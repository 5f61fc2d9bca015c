import { asc, inArray, isNull } from 'drizzle-orm';
import type { AppConfig } from '../core/config';
import type { Db } from '../core/db/client';
import { customers, staffUsers } from '../core/db/schema';
import { verifyPassword } from '../account';

/** The passwords of the demo accounts as shipped (the defaults of DEMO_PASSWORD and STAFF_PASSWORD), printed in the README. */
export const DEMO_PASSWORDS: readonly string[] = ['Demo!2345', 'Staff!2345'];

/** The demo customer's email as shipped (the default of DEMO_EMAIL). */
const DEMO_CUSTOMER_EMAIL = 'demo@shop.test';

/** Passwords anyone may know: the shipped demo passwords and the ones configured for the demo accounts. */
export function knownDemoPasswords(config: Pick<AppConfig, 'demo' | 'staff'>): string[] {
  return [...new Set([...DEMO_PASSWORDS, config.demo.password, config.staff.password])];
}

async function matchesAny(passwordHash: string, passwords: string[]): Promise<boolean> {
  for (const password of passwords) {
    if (await verifyPassword(passwordHash, password)) return true;
  }
  return false;
}

export const REFUSAL_PREFIX = 'refusing to start in production: ';

/**
 * What makes the shop unsafe to open for real, one sentence each naming the problem and its fix:
 * card payments on the stand-in gateway without ALLOW_STAND_IN_GATEWAY, no PUBLIC_URL, a DEV_ORIGIN, and any staff member
 * (not disabled) or the demo customer whose stored hash verifies against a known demo password.
 */
export async function productionProblems(db: Db, config: AppConfig): Promise<string[]> {
  const problems: string[] = [];
  if (config.payment.gatewayUrl === null && !config.allowStandInGateway) {
    problems.push(
      'card payments would go to the stand-in gateway; set XPAY_ALIAS and XPAY_SECRET_KEY, or ALLOW_STAND_IN_GATEWAY=1 for a test installation',
    );
  }
  if (!config.payment.publicUrl) {
    problems.push(
      "PUBLIC_URL is not set; set it to the shop's public origin (such as https://www.example.it): the payment gateway's return and notification addresses, canonical links, sitemaps and links in mails are made from it, never from a request's Host",
    );
  }
  if (config.devOrigin) {
    problems.push(
      `DEV_ORIGIN is set (${config.devOrigin}); it is for a team's development server only: unset it (a remote served from another origin is set with its REMOTE_*_URL)`,
    );
  }
  const known = knownDemoPasswords(config);
  const staff = await db
    .select({ email: staffUsers.email, passwordHash: staffUsers.passwordHash })
    .from(staffUsers)
    .where(isNull(staffUsers.disabledAt))
    .orderBy(asc(staffUsers.email));
  for (const member of staff) {
    if (await matchesAny(member.passwordHash, known)) {
      problems.push(
        `staff user ${member.email} has a known demo password; give it a new one with 'node server/dist/staff.js password ${member.email}' or disable it with 'node server/dist/staff.js disable ${member.email}'`,
      );
    }
  }
  const demoEmails = [...new Set([DEMO_CUSTOMER_EMAIL, config.demo.email.toLowerCase()])];
  const demoCustomers = await db
    .select({ email: customers.email, passwordHash: customers.passwordHash })
    .from(customers)
    .where(inArray(customers.email, demoEmails))
    .orderBy(asc(customers.email));
  for (const customer of demoCustomers) {
    if (await matchesAny(customer.passwordHash, known)) {
      problems.push(
        `the demo customer ${customer.email} has a known demo password; delete that customer or change its password, or start production on an empty database`,
      );
    }
  }
  return problems;
}

/**
 * In production, logs one line per problem (`refusing to start in production: ...`) and answers
 * false when the server must not start. Outside production it checks nothing and answers true.
 * (The server logs these at error level: pino's fatal flushes synchronously and can print the lines
 * out of order behind a write still under way.)
 */
export async function readyForProduction(db: Db, config: AppConfig, log: (line: string) => void): Promise<boolean> {
  if (!config.production) return true;
  const problems = await productionProblems(db, config);
  for (const problem of problems) log(REFUSAL_PREFIX + problem);
  return problems.length === 0;
}
