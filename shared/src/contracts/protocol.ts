import { z } from 'zod';
import { MESSAGE_KEY } from './messages';

/** Body of POST .../wa/API/read and .../wa/XAPI/list (SPEC section 7). */
export const orderingSchema = z
  .object({
    key: z.string().min(1).max(64),
    direction: z.enum(['asc', 'desc']).default('asc'),
  })
  .strict();

/**
 * The largest page anyone may ask for: the storefront's largest read is a full cart's articles (a
 * cart holds at most 100 lines). `limit: 0`, "All", is the back-office pager's and the server
 * answers it to staff sessions only, so nobody else can have the whole catalogue in one answer.
 */
export const LARGEST_PAGE = 100;

export const paginationSchema = z
  .object({
    page: z.number().int().min(1).max(100_000).default(1),
    limit: z.number().int().min(0).max(LARGEST_PAGE, MESSAGE_KEY.pageTooLarge).default(40),
  })
  .strict();

export const readRequestSchema = z
  .object({
    entity: z.string().min(1).max(64),
    expression: z.record(z.string(), z.unknown()).default({}),
    orderings: z.array(orderingSchema).max(5).default([]),
    pagination: paginationSchema.optional(),
  })
  .strict();

export type Ordering = z.infer<typeof orderingSchema>;
export type Pagination = z.infer<typeof paginationSchema>;
export type ReadRequest = z.input<typeof readRequestSchema>;

/** Page-list data of SPEC section 3, plus the records themselves. */
export interface ReadReply<T> {
  records: T[];
  /** Page size in effect (the requested limit; `limit: 0`, "All", is served as one large page). */
  pageItems: number;
  pages: number;
  currentPage: number;
  totalCount: number;
  /** Article searches: the corrected keyword when only the corrected words found something ('did you mean'). */
  didYouMean?: string;
  /** Article searches: the colours (codes) the keyword's words name, so the cards show garments in them. */
  coloriCercati?: string[];
}

/** Reply of XAPI/list and of every AccountAction: `error` set means `message` says why. */
export interface ActionReply {
  error: boolean;
  message?: string;
}

export interface ListReply<T> extends ActionReply {
  records?: T[];
}

/** Shape of every 4xx/5xx body the server sends. */
export interface ErrorReply {
  error: true;
  message: string;
  statusCode: number;
  requestId?: string;
}

/** Generic request headers of SPEC section 7. */
export const HEADERS = {
  authorization: 'authorization',
  storedSession: 'x-stored-session',
  language: 'x-language-code',
  country: 'x-country-code',
  admin: 'x-admin',
} as const;

/** Remote manifest served at /mf/remotes.json. */
export const remoteNames = ['catalog', 'account', 'cart', 'cms', 'backoffice'] as const;
export type RemoteName = (typeof remoteNames)[number];
/** Where the shell reports a remote that failed to load or threw while rendering. */
export const REMOTE_FAILURE_PATH = '/mf/failures';
/** What a release is called when a remote is served from the shop's own build rather than a release. */
export const BUILT_IN_RELEASE = 'build';
/** A remote that failed on a page: which remote, which release of it, where, and how. */
export const remoteFailureReportSchema = z.strictObject({
  remote: z.enum(remoteNames),
  release: z.string().regex(/^[0-9A-Za-z][0-9A-Za-z._-]{0,79}$/),
  page: z.string().max(300),
  kind: z.enum(['load', 'render']),
});
export type RemoteFailureReport = z.infer<typeof remoteFailureReportSchema>;

/** The seller's public company details (from the server's configuration), stated in the footer. */
export const shopIdentitySchema = z.object({
  ragioneSociale: z.string().trim().min(1).max(120),
  partitaIva: z.string().regex(/^\d{11}$/),
  /** Registered office in one line: street and number, postal code, town and province. */
  sedeLegale: z.string().trim().min(1).max(200),
});
export type ShopIdentity = z.infer<typeof shopIdentitySchema>;

/** Served at /mf/remotes.json, filled by the server from its environment. */
export interface RemoteManifest {
  /** Base of the legacy application path, e.g. /Apps/WebObjects/Shop.woa/wa */
  apiBase: string;
  remotes: { name: RemoteName; entry: string }[];
  /** reCAPTCHA v3 site key; absent when the bot check is off. */
  botCheckSiteKey?: string;
  /** The seller's company details; absent when the configuration does not give them all. */
  shop?: ShopIdentity;
}

/** Id of the data block listing what a storefront page fetches once it is painted (its route's files, the likely next page's). */
export const AFTER_PAINT_ID = 'shop-after-paint';

/** Id of the data block in which the server sends a page's first answers with the page. */
export const FIRST_ANSWERS_ID = 'shop-first-answers';

/** One answer sent with the page: the call it answers (path, exact JSON body, language and country) and its reply. */
export const firstAnswerSchema = z.object({
  path: z.string(),
  body: z.string(),
  language: z.string(),
  country: z.string(),
  reply: z.unknown(),
});
export type FirstAnswer = z.infer<typeof firstAnswerSchema>;
export const firstAnswersSchema = z.array(firstAnswerSchema);
