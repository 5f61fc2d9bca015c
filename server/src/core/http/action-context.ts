import type { AccountAction, LanguageCode, accountActionPayloadSchemas } from '@shop/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../app-deps';
import type { Mailer } from '../mail/mail';

/** What every AccountAction handler receives beside its validated payload. */
export interface ActionContext extends AppDeps {
  request: FastifyRequest;
  reply: FastifyReply;
  mailer: Mailer;
  /**
   * The customer of a live session token, or null for a visitor. Looked up on the first call only,
   * so actions that do not need the session cost no session query.
   */
  customer: () => Promise<number | null>;
  /** The raw session token the caller sent, if any. */
  token: string | undefined;
  language: LanguageCode;
}

export type ActionPayload<A extends AccountAction> = z.output<(typeof accountActionPayloadSchemas)[A]>;

/** A handler answers with the action's reply body ({ error, message, ... }). */
export type ActionHandler<A extends AccountAction> = (payload: ActionPayload<A>, context: ActionContext) => Promise<object>;

export type ActionHandlers = { [A in AccountAction]?: ActionHandler<A> };

/** Per-action rate limit: at most `max` calls per `minutes` from one address (and per email address). */
export interface ActionLimit {
  max: number;
  minutes: number;
  /**
   * Also per email address of the body; `counts` picks the calls that count (all by default).
   * `withAddress` keys the count by email and client address together: attempts from elsewhere
   * cannot lock the owner of an account out of it.
   */
  perEmail?: { max: number; minutes: number; counts?: (body: unknown) => boolean; withAddress?: boolean };
}
