import type { EditableContainer, LanguageCode } from '@shop/shared/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { containers } from '../../core/db/schema';

/** Every container, published or not, in tree order (parents before children). */
export async function listEditableContainers(db: Db): Promise<EditableContainer[]> {
  const rows = await db.select().from(containers).orderBy(asc(containers.position), asc(containers.id)).limit(2000);
  return rows.map((row) => ({
    id: row.id,
    idParent: row.parentId,
    name: row.name,
    titleIta: row.titleIta,
    titleEng: row.titleEng,
    showTitle: row.showTitle,
    descriptionIta: row.descriptionIta,
    descriptionEng: row.descriptionEng,
    containerClass: row.containerClass,
    published: row.published,
    layoutPosition: row.layoutPosition,
    position: row.position,
    directActionName: row.directActionName,
    multimediaUrl: row.multimediaUrl,
    route: row.route,
    externalLink: row.externalLink,
  }));
}

export interface ContainerChanges {
  name?: string;
  title?: string | null;
  showTitle?: boolean;
  description?: string | null;
  published?: boolean;
  layoutPosition?: string | null;
  position?: number;
  directActionName?: string | null;
  containerClass?: string;
  multimediaUrl?: string | null;
  route?: string | null;
  externalLink?: string | null;
}

/** Column values for the changes; title and description go to the editor's language. */
export function containerColumns(changes: ContainerChanges, language: LanguageCode) {
  const { title, description, ...rest } = changes;
  const english = language === 'eng';
  const columns: Partial<typeof containers.$inferInsert> = { ...rest, updatedAt: new Date() };
  if (title !== undefined) columns[english ? 'titleEng' : 'titleIta'] = title || null;
  if (description !== undefined) columns[english ? 'descriptionEng' : 'descriptionIta'] = description || null;
  for (const key of ['multimediaUrl', 'route', 'externalLink', 'directActionName', 'layoutPosition'] as const) {
    if (columns[key] === '') columns[key] = null;
  }
  return columns;
}

export async function containerExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: containers.id }).from(containers).where(eq(containers.id, id)).limit(1);
  return row !== undefined;
}
