import { writeOperations, writeRequestSchema, type WriteOperation, type WriteReply } from '@shop/shared/contracts';
import type { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../core/app-deps';
import type { Db } from '../../core/db/client';
import { containers } from '../../core/db/schema';
import { badRequest, HttpError, notFound, parseOrThrow } from '../../core/http/errors';
import { says } from '../../core/http/messages';
import { codesMatching, existingCodes } from '../admin/backoffice-articles';
import { addLink, removeLink, setDiscounts, writeAudit } from '../admin/backoffice-writes';
import { containerColumns, containerExists } from '../../content';
import type { Staff } from '../../staff';
import { announceCatalogueChange } from '../../core/changes';
import { sanitiseHtml } from '../../core/sanitise-html';
import { legacyPaths } from '../../core/http/legacy-paths';
import { registerStaffScope, staffOf } from '../../staff';

type Write = z.output<typeof writeRequestSchema>;
type Of<E extends Write['entity']> = Extract<Write, { entity: E }>;

async function requireArticles(db: Db, codes: string[]) {
  const found = await existingCodes(db, codes);
  const missing = codes.find((code) => !found.has(code));
  if (missing) throw notFound(says('articlesNotFound', { codes: missing }));
}

async function writeSconto(db: Db, staff: Staff, operation: WriteOperation, body: Of<'Sconto'>): Promise<WriteReply> {
  const listed = body.codArticolo ? [body.codArticolo] : body.codArticoli;
  // Listed codes are checked; codes found by the filter exist by construction.
  if (listed) await requireArticles(db, listed);
  const codes = listed ?? (await codesMatching(db, body.expression ?? {}));
  const percent = operation === 'delete' ? 0 : body.percentuale;
  const changed = await setDiscounts(db, staff, codes, percent);
  announceCatalogueChange({ kind: 'sconto', codArticoli: codes }, db);
  return { error: false, changed };
}

async function writeLink(db: Db, staff: Staff, operation: WriteOperation, body: Of<'AssociazioneArticolo'>): Promise<WriteReply> {
  const pair = [body.codArticolo1, body.codArticolo2];
  await requireArticles(db, pair);
  let changed = 2;
  if (operation === 'delete') {
    changed = await removeLink(db, staff, body.codArticolo1, body.codArticolo2, body.motivo);
    if (changed === 0) throw notFound(says('associationNotFound'));
  } else {
    const linked = await addLink(db, staff, body.codArticolo1, body.codArticolo2, body.motivo);
    if (linked === 'self') throw badRequest(says('associateSelf'));
    if (linked === 'twice') throw new HttpError(409, says('associateTwice'));
  }
  announceCatalogueChange({ kind: 'associazione', codArticoli: pair }, db);
  return { error: false, changed };
}

async function writeContainer(db: Db, staff: Staff, operation: WriteOperation, body: Of<'Container'>): Promise<WriteReply> {
  const { languageCode = 'ita', ...fields } = body.fields;
  const changes = { ...fields, description: fields.description == null ? fields.description : sanitiseHtml(fields.description) };
  if (operation === 'create') {
    if (!fields.name || !fields.containerClass) throw badRequest(says('containerNeedsNameAndClass'));
    if (body.idParent && !(await containerExists(db, body.idParent))) throw notFound(says('containerNotFound'));
    const values = {
      ...containerColumns(changes, languageCode),
      name: fields.name,
      containerClass: fields.containerClass,
      parentId: body.idParent ?? null,
    };
    return db.transaction(async (tx) => {
      const [row] = await tx.insert(containers).values(values).returning({ id: containers.id });
      await writeAudit(tx, staff, [{ action: 'contenuto-creato', codArticolo: null, detail: { id: row?.id, name: fields.name } }]);
      return { error: false, changed: 1, id: row?.id };
    });
  }
  if (!body.id) throw badRequest(says('containerNeedsId'));
  const id = body.id;
  return db.transaction(async (tx) => {
    const done =
      operation === 'delete'
        ? await tx.delete(containers).where(eq(containers.id, id)).returning({ id: containers.id })
        : await tx
            .update(containers)
            .set(containerColumns(changes, languageCode))
            .where(eq(containers.id, id))
            .returning({ id: containers.id });
    if (done.length === 0) throw notFound(says('containerNotFound'));
    const action = operation === 'delete' ? 'contenuto-eliminato' : 'contenuto-modificato';
    await writeAudit(tx, staff, [{ action, codArticolo: null, detail: { id, campi: Object.keys(fields) } }]);
    return { error: false, changed: 1, id };
  });
}

/**
 * POST .../wa/API/create, /update and /delete: back-office writes of Sconto, AssociazioneArticolo
 * and Container. The staff session is checked before anything else; nothing else grants a write.
 */
export function registerApiWrite(app: FastifyInstance, { db, config }: AppDeps): void {
  registerStaffScope(app, db, (scope) => {
    for (const operation of writeOperations) {
      for (const url of legacyPaths(config.appName, `API/${operation}`)) {
        scope.post(url, async (request): Promise<WriteReply> => {
          const staff = staffOf(request);
          const body = parseOrThrow(writeRequestSchema, request.body ?? {});
          if (body.entity === 'Sconto') return writeSconto(db, staff, operation, body);
          if (body.entity === 'AssociazioneArticolo') {
            if (operation === 'update') throw badRequest(says('associationAddOrRemove'));
            return writeLink(db, staff, operation, body);
          }
          const reply = await writeContainer(db, staff, operation, body);
          announceCatalogueChange({ kind: 'contenuto', codArticoli: [] }, db);
          return reply;
        });
      }
    }
  });
}
