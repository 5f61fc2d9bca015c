import type { AppConfig } from './config';
import type { Db } from './db/client';

/** What route modules need, passed explicitly. */
export interface AppDeps {
  db: Db;
  config: AppConfig;
}
