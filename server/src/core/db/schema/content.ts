import { boolean, type AnyPgColumn, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** CMS containers, nested by parent id. Texts are kept per language. */
export const containers = pgTable(
  'containers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => containers.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    titleIta: varchar('title_ita', { length: 200 }),
    titleEng: varchar('title_eng', { length: 200 }),
    showTitle: boolean('show_title').notNull().default(true),
    descriptionIta: text('description_ita'),
    descriptionEng: text('description_eng'),
    containerClass: varchar('container_class', { length: 24 }).notNull(),
    published: boolean('published').notNull().default(true),
    layoutPosition: varchar('layout_position', { length: 8 }),
    position: integer('position').notNull().default(0),
    directActionName: varchar('direct_action_name', { length: 40 }),
    multimediaUrl: varchar('multimedia_url', { length: 500 }),
    route: varchar('route', { length: 300 }),
    externalLink: varchar('external_link', { length: 500 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('containers_name_idx').on(t.name), index('containers_parent_idx').on(t.parentId, t.position)],
);
