import type { Container, ContainerFilter, ContentType, LanguageCode, LayoutPosition } from '@shop/shared/contracts';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { containers } from '../../core/db/schema';
import { safeExternalLink, safeMediaUrl, safeRoute, sanitiseHtml } from '../../core/sanitise-html';

type Row = typeof containers.$inferSelect;

const MAX_DEPTH = 6;

/** A stored row as the storefront sees it: rich text sanitised, links limited to safe addresses. */
function toContainer(row: Row, language: LanguageCode, children: Container[]): Container {
  const english = language === 'eng';
  const media = safeMediaUrl(row.multimediaUrl);
  return {
    id: row.id,
    name: row.name,
    title: (english ? row.titleEng : row.titleIta) ?? row.titleIta,
    showTitle: row.showTitle,
    description: sanitiseHtml((english ? row.descriptionEng : row.descriptionIta) ?? row.descriptionIta),
    containerClass: row.containerClass as ContentType,
    published: row.published,
    layoutPosition: row.layoutPosition as LayoutPosition | null,
    position: row.position,
    directActionName: row.directActionName,
    multimedia: media ? { url: media } : null,
    route: safeRoute(row.route),
    externalLink: safeExternalLink(row.externalLink),
    idParent: row.parentId,
    containers: children,
  };
}

/** Published descendants, level by level, then assembled into trees. */
async function withChildren(db: Db, roots: Row[], language: LanguageCode): Promise<Container[]> {
  const all: Row[] = [];
  let level = roots;
  for (let depth = 0; depth < MAX_DEPTH && level.length; depth += 1) {
    level = await db
      .select()
      .from(containers)
      .where(
        and(
          inArray(
            containers.parentId,
            level.map((row) => row.id),
          ),
          eq(containers.published, true),
        ),
      )
      .orderBy(asc(containers.position), asc(containers.id));
    all.push(...level);
  }
  const build = (row: Row): Container => toContainer(row, language, all.filter((child) => child.parentId === row.id).map(build));
  return roots.map(build);
}

/** Containers by id, by name, or the children of idParent; only published ones. */
export async function findContainers(db: Db, filter: ContainerFilter, language: LanguageCode): Promise<Container[]> {
  const where: (SQL | undefined)[] = [eq(containers.published, true)];
  if (filter.id !== undefined) where.push(eq(containers.id, filter.id));
  if (filter.name !== undefined) where.push(eq(containers.name, filter.name));
  if (filter.idParent !== undefined) where.push(eq(containers.parentId, filter.idParent));
  if (filter.containerClass !== undefined) where.push(eq(containers.containerClass, filter.containerClass));
  if (filter.layoutPosition !== undefined) where.push(eq(containers.layoutPosition, filter.layoutPosition));
  const roots = await db
    .select()
    .from(containers)
    .where(and(...where))
    .orderBy(asc(containers.position), asc(containers.id))
    .limit(200);
  return withChildren(db, roots, language);
}
