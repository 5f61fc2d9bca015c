import { pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Values the shop makes once and every instance and restart shares (e.g. the stand-in gateway's MAC key). */
export const shopSettings = pgTable('shop_settings', {
  name: varchar('name', { length: 60 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
