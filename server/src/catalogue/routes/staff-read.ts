import { staffReadSchema, type AuditEntry } from '@shop/shared/contracts';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/app-deps';
import { backofficeAudit } from '../../core/db/schema';
import { notFound, parseOrThrow } from '../../core/http/errors';
import { says } from '../../core/http/messages';
import { findArticoli } from '../data/articoli';
import { loadArticoloRecords } from '../data/articolo-records';
import { linkedArticles, listBackofficeArticles, suggestArticles } from '../admin/backoffice-articles';
import { listCategories, listFamilies } from '../data/catalogue-reference';
import { listEditableContainers } from '../../content';
import { legacyPaths } from '../../core/http/legacy-paths';
import { requestLanguage } from '../../core/http/request-context';
import { registerStaffScope } from '../../staff';

/** "All" on the back-office list is served as pages of this size. */
const ALL = 1000;

/** POST .../wa/StaffAPI/read: the back-office reads, each behind a staff session. */
export function registerStaffRead(app: FastifyInstance, { db, config }: AppDeps): void {
  registerStaffScope(app, db, (scope) => {
    for (const url of legacyPaths(config.appName, 'StaffAPI/read')) {
      scope.post(url, async (request) => {
        const body = parseOrThrow(staffReadSchema, request.body ?? {});
        const language = requestLanguage(request);
        switch (body.entity) {
          case 'ArticoloBackoffice': {
            const limit = body.pagination.limit || ALL;
            const page = body.pagination.page;
            const { rows, totalCount } = await listBackofficeArticles(db, body.expression, { offset: (page - 1) * limit, limit }, language);
            return { records: rows, pageItems: limit, pages: Math.ceil(totalCount / limit), currentPage: page, totalCount };
          }
          case 'ArticoloSuggerimento':
            return { records: await suggestArticles(db, body.expression.text, language) };
          case 'Articolo': {
            const { codes } = await findArticoli(
              db,
              { id: body.expression.id, nonCancellati: false },
              [],
              { offset: 0, limit: 1 },
              language,
            );
            const [record] = await loadArticoloRecords(db, codes, language);
            if (!record) throw notFound(says('articleNotFound'));
            return { records: [record], links: await linkedArticles(db, record.codArticolo, language) };
          }
          case 'Audit': {
            const code = body.expression.codArticolo;
            const rows = await db
              .select()
              .from(backofficeAudit)
              .where(code ? eq(backofficeAudit.codArticolo, code) : undefined)
              .orderBy(desc(backofficeAudit.createdAt), desc(backofficeAudit.id))
              .limit(100);
            const records: AuditEntry[] = rows.map((row) => ({
              id: row.id,
              at: row.createdAt.toISOString(),
              staffEmail: row.staffEmail,
              action: row.action,
              codArticolo: row.codArticolo,
              detail: JSON.stringify(row.detail),
            }));
            return { records };
          }
          case 'ContainerTree':
            return { records: await listEditableContainers(db) };
          case 'ReferenceData':
            return { families: await listFamilies(db, false), categories: await listCategories(db, undefined, false) };
        }
      });
    }
  });
}
