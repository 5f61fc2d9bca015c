import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { Mailer } from './services/mail';

/** What route modules need, passed explicitly. */
export interface AppDeps {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
}
