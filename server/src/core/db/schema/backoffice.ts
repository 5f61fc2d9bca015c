import { index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { staffUsers } from './customers';

/** Who changed which discount, link or content container, and when. Rows are never updated. */
export const backofficeAudit = pgTable(
  'backoffice_audit',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** Kept as written, so the trail survives the staff account. */
    staffEmail: varchar('staff_email', { length: 254 }).notNull(),
    action: varchar('action', { length: 40 }).notNull(),
    codArticolo: varchar('cod_articolo', { length: 32 }),
    detail: jsonb('detail').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('backoffice_audit_articolo_idx').on(t.codArticolo, t.createdAt), index('backoffice_audit_created_idx').on(t.createdAt)],
);
