import { createHash, timingSafeEqual } from 'node:crypto';
import {
  automaticRollbackBy,
  RELEASE_PINS_PATH,
  releasePinsSchema,
  REMOTE_FAILURE_PATH,
  remoteFailureReportSchema,
  remoteNames,
  type RemoteName,
} from '@shop/shared/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../core/app-deps';
import { byAddress, limitHook } from '../core/http/rate-limits';
import { requireStaff, staffToken } from '../staff';
import type { ActiveReleases } from './active-releases';
import { shellProvides } from './compatibility';
import { deployTokenRemote } from './deploy-tokens';
import { filesOfTarball, RELEASE_ID, ReleaseRefusal } from './release-files';
import {
  activateRelease,
  contentTypeOf,
  listReleases,
  publishRelease,
  registerHostedRelease,
  releaseEntry,
  releaseFiles,
  releaseKey,
  rollbackRemote,
  servedIncompatibilities,
  servingOf,
} from './release-store';
import { RemoteFailures } from './remote-failures';
import { PIN_STAFF_COOKIE, PINS_COOKIE } from './served-remotes';
import { registerStaffReleaseRoutes } from './staff-release-routes';

const remoteParams = z.object({ remote: z.enum(remoteNames) });
const fileParams = z.object({ remote: z.enum(remoteNames), release: z.string().regex(RELEASE_ID), '*': z.string().min(1).max(300) });
const activateBody = z.strictObject({ release: z.string().regex(RELEASE_ID), percent: z.number().int().min(1).max(100).default(100) });
/** A staff member's pins last a working day. */
const PIN_SECONDS = 8 * 60 * 60;
const hostedBody = z.strictObject({ entry: z.url({ protocol: /^https?$/ }), manifest: z.record(z.string(), z.unknown()) });

/** Calls of the operations API: at most this many per address and minute. */
const OPS_LIMIT = { max: 60, minutes: 1 };
/** Failure reports: a page reports each remote once per load, so a few a minute per address suffice. */
const REPORT_LIMIT = { max: 20, minutes: 1 };
/** A compressed build may be at most this large. */
const TARBALL_BYTES = 32 * 1024 * 1024;

/** The bearer token of a request, or null. */
function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : null;
}

/** Whether the request carries OPS_TOKEN, compared in constant time (both sides hashed to one length). */
export function carriesOpsToken(request: FastifyRequest, opsToken: string | undefined): boolean {
  const sent = bearer(request);
  if (!opsToken || !sent) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(sent), digest(opsToken));
}

const refused = (reply: FastifyReply, status: number, message: string) => reply.code(status).send({ error: true, message });

/** Runs an operation; a refusal becomes a 422 naming why, and nothing was changed. */
async function answer(reply: FastifyReply, work: () => Promise<object>): Promise<FastifyReply> {
  try {
    return reply.send({ error: false, ...(await work()) });
  } catch (error) {
    if (error instanceof ReleaseRefusal) return refused(reply, 422, error.message);
    throw error;
  }
}

/**
 * The releases' HTTP interface: a release's files (immutable), the pages' failure reports, and the
 * operations: publish with the remote's deploy token, activate, roll back and list with OPS_TOKEN;
 * the staff's read for the back-office and their pins for their own browser.
 */
export function registerReleaseRoutes(app: FastifyInstance, deps: AppDeps, releases: ActiveReleases): RemoteFailures {
  const { db, config, storage } = deps;
  const provides = () => shellProvides(config.repoRoot);
  const opsLimit = limitHook(app, 'ops-remotes', OPS_LIMIT, config.rateLimitFactor, byAddress);
  const changed = () => releases.changed();
  // A new shell (this build's) is checked against every served release at start, and says what it cannot lend.
  app.addHook('onReady', async () => {
    const problems = await servedIncompatibilities(db, remoteNames, provides()).catch(() => []);
    for (const problem of problems) app.log.error({ problem }, 'the shell cannot serve an active release: roll it back');
  });

  const failures = new RemoteFailures(releases, config.remoteRollbackFailures, async (remote, release, count) => {
    const serving = await servingOf(db, remote);
    const current = serving.candidateId ?? serving.releaseId;
    if (current !== release) return;
    await rollbackRemote(db, remote, automaticRollbackBy(count));
    app.log.warn({ remote, release, failures: count }, 'release rolled back after failures');
    await changed();
  });

  // The files of a release never change under its name: cached for a year by browsers and proxies.
  const known = new Map<string, Set<string>>();
  app.get('/mf/releases/:remote/:release/*', async (request, reply) => {
    const params = fileParams.safeParse(request.params);
    if (!params.success) return refused(reply, 404, 'Not found');
    const { remote, release } = params.data;
    const file = params.data['*'];
    const cacheKey = `${remote}/${release}`;
    let files = known.get(cacheKey) ?? null;
    if (!files) {
      files = await releaseFiles(db, remote, release);
      if (files) known.set(cacheKey, files);
    }
    if (!files?.has(file)) return refused(reply, 404, 'Not found');
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding =
      files.has(`${file}.br`) && /\bbr\b/.test(accepts) ? 'br' : files.has(`${file}.gz`) && /\bgzip\b/.test(accepts) ? 'gzip' : null;
    const stored = encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file;
    const body = await storage.stream(releaseKey(remote, release, stored));
    if (!body) return refused(reply, 404, 'Not found');
    reply.type(contentTypeOf(file)).header('cache-control', 'public, max-age=31536000, immutable').header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  });

  app.post(
    REMOTE_FAILURE_PATH,
    { preHandler: limitHook(app, 'remote-failures', REPORT_LIMIT, config.rateLimitFactor, byAddress) },
    async (request, reply) => {
      const report = remoteFailureReportSchema.safeParse(request.body);
      if (!report.success) return refused(reply, 400, 'segnalazione non valida');
      request.log.warn({ failure: report.data }, 'remote failed on a page');
      const rolledBack = await failures.report(report.data);
      return reply.code(202).send({ error: false, rolledBack });
    },
  );

  app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/gzip', 'application/x-gzip', 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: TARBALL_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.post('/ops/remotes/:remote/releases', { preHandler: opsLimit, bodyLimit: TARBALL_BYTES }, async (request, reply) => {
      const params = remoteParams.safeParse(request.params);
      if (!params.success) return refused(reply, 404, 'remote sconosciuto');
      const { remote } = params.data;
      const token = bearer(request);
      const allowed = token ? await deployTokenRemote(db, token) : null;
      if (!allowed) return refused(reply, 401, 'token di deploy mancante o non valido');
      if (allowed !== remote) return refused(reply, 403, `questo token di deploy è del remote ${allowed}, non di ${remote}`);
      const by = `deploy:${remote}`;
      if (Buffer.isBuffer(request.body)) {
        const tarball = request.body;
        return answer(reply, async () => {
          const files = await filesOfTarball(tarball);
          const published = await publishRelease(db, storage, { remote, files, by, provides: provides() });
          return { release: published.id, created: published.created };
        });
      }
      const hosted = hostedBody.safeParse(request.body);
      if (!hosted.success)
        return refused(reply, 400, 'attesa una build .tar.gz, oppure { entry, manifest } per una release ospitata altrove');
      return answer(reply, async () => {
        const published = await registerHostedRelease(db, { remote, ...hosted.data, by, provides: provides() });
        return { release: published.id, created: published.created };
      });
    });
  });

  /** The operations below: OPS_TOKEN only; without one configured they are not there. */
  const opsOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!carriesOpsToken(request, config.opsToken)) return refused(reply, config.opsToken && bearer(request) ? 401 : 404, 'Not found');
    return undefined;
  };

  app.post('/ops/remotes/:remote/activate', { preHandler: [opsLimit, opsOnly] }, async (request, reply) => {
    const params = remoteParams.safeParse(request.params);
    if (!params.success) return refused(reply, 404, 'remote sconosciuto');
    const body = activateBody.safeParse(request.body ?? {});
    if (!body.success) return refused(reply, 400, 'attesi { release, percent? }');
    return answer(reply, async () => {
      const serving = await activateRelease(db, {
        remote: params.data.remote,
        id: body.data.release,
        percent: body.data.percent,
        by: 'ops',
        provides: provides(),
      });
      await changed();
      return { serving };
    });
  });

  app.post('/ops/remotes/:remote/rollback', { preHandler: [opsLimit, opsOnly] }, async (request, reply) => {
    const params = remoteParams.safeParse(request.params);
    if (!params.success) return refused(reply, 404, 'remote sconosciuto');
    return answer(reply, async () => {
      const serving = await rollbackRemote(db, params.data.remote as RemoteName, 'ops');
      await changed();
      return { serving };
    });
  });

  // A staff member tries published releases in production for their own browser: the pins go in a
  // cookie, honoured only together with the member's live session (the other cookie).
  app.post(RELEASE_PINS_PATH, { preHandler: opsLimit }, async (request, reply) => {
    await requireStaff(db, request);
    const body = releasePinsSchema.safeParse(request.body ?? {});
    if (!body.success) return refused(reply, 400, 'attesi { pins: [{ remote, release }] }');
    for (const pin of body.data.pins) {
      if (!(await releaseEntry(db, pin.remote, pin.release)))
        return refused(reply, 422, `release sconosciuta per ${pin.remote}: ${pin.release}`);
    }
    const secure = request.protocol === 'https' ? '; Secure' : '';
    const keep = body.data.pins.length > 0 ? PIN_SECONDS : 0;
    const value = body.data.pins.map((pin) => `${pin.remote}:${pin.release}`).join('|');
    reply.header('set-cookie', [
      `${PINS_COOKIE}=${value}; Path=/; Max-Age=${keep}; SameSite=Strict; HttpOnly${secure}`,
      `${PIN_STAFF_COOKIE}=${keep ? (staffToken(request) ?? '') : ''}; Path=/; Max-Age=${keep}; SameSite=Strict; HttpOnly${secure}`,
    ]);
    return reply.send({ error: false, pins: body.data.pins });
  });

  registerStaffReleaseRoutes(app, deps);

  app.get('/ops/remotes', { preHandler: [opsLimit, opsOnly] }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ error: false, remotes: await listReleases(db, remoteNames) }),
  );

  return failures;
}
