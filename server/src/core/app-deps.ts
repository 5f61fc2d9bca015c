import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { KeyLock } from './db/key-lock';
import type { Counters } from './http/shared-counters';
import type { Mailer } from './mail/mail';
import type { MailOutbox } from './mail/mail-outbox';
import type { ObjectStore } from './storage/object-store';
import type { ViesClient } from './vies-client';

/** What route modules need, passed explicitly. */
export interface AppDeps {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  /** Mail the shop must send goes through here: stored, then delivered and retried. */
  outbox: MailOutbox;
  /** Counts shared by every instance when REDIS_URL is set, else this process's own. */
  counters: Counters;
  /** The EU's VIES service when VIES_URL is set: EU VAT numbers are checked there. */
  vies: ViesClient | null;
  /** Media files (the staff's photos): the S3 bucket of S3_*, else `<dataDir>/media`. */
  storage: ObjectStore;
  /** One key's work at a time across every instance sharing the database (a photo size made once). */
  keyLock: KeyLock;
}
