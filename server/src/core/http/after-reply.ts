import type { FastifyReply } from 'fastify';

/** Work started after a reply and not yet settled: the server waits for it when it closes. */
const pending = new Set<Promise<void>>();

/**
 * Runs `work` once the reply has gone (or the caller has left), logging a failure: nothing it does
 * can change the reply or when it is sent. It counts as pending from this call on, so closing the
 * server, or a check of what a request wrote, waits for it.
 */
export function afterReply(reply: FastifyReply, work: () => Promise<void>, failure: string): void {
  let release!: () => void;
  const replied = new Promise<void>((resolve) => {
    release = resolve;
  });
  reply.raw.once('close', () => release());
  const run: Promise<void> = replied
    .then(work)
    .catch((error: unknown) => reply.log.error({ err: error }, failure))
    .finally(() => pending.delete(run));
  pending.add(run);
}

/** Resolves once every piece of work started after a reply so far has settled. */
export async function afterReplySettled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
