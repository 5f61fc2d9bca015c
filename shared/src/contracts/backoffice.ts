import { z } from 'zod';
import { associationReasonSchema, groupingCodeSchema } from './catalogue';
import { codeSchema, idSchema, isSitePath, languageCodes } from './common';
import { layoutPositions } from './content';
import { articoloFilterSchema } from './filters';
import { MESSAGE_KEY } from './messages';

/**
 * Staff access. The staff session id lives in the browser's session storage under STAFF_SESSION_KEY
 * and travels only in the `x-staff-session` header, never in an address (logs and history keep
 * those). The admin header and customer sessions grant nothing.
 */
export const STAFF_SESSION_KEY = 'wosid';
export const STAFF_SESSION_HEADER = 'x-staff-session';

export const BACKOFFICE_MESSAGES = {
  accessDenied: 'Accesso negato, effettua nuovamente il login',
  loginFailed: 'Email o password non corretti',
  articleMissing: 'Articolo non trovato',
  containerMissing: 'Contenuto non trovato',
} as const;

/** Body of StaffAction/login. */
export const staffLoginPayloadSchema = z
  .object({
    email: z.string({ error: MESSAGE_KEY.emailRequired }).trim().min(1, MESSAGE_KEY.emailRequired).min(5, MESSAGE_KEY.emailMin).max(254),
    password: z.string({ error: MESSAGE_KEY.passwordRequired }).min(1, MESSAGE_KEY.passwordRequired).max(128),
  })
  .strict();
export type StaffLoginPayload = z.infer<typeof staffLoginPayloadSchema>;

export interface StaffLoginReply {
  error: boolean;
  message?: string;
  wosid?: string;
  staff?: StaffUser;
}

export interface StaffUser {
  email: string;
  name: string;
}

/**
 * Discount percentage as typed: a decimal with a comma ('20,5') or a point, or a number.
 * Must be numeric ('Inserisci un valore numerico') and between 0 and 90.
 */
export const discountPercentSchema = z
  .union([z.number(), z.string()], { error: MESSAGE_KEY.discountNumeric })
  .transform((value, context) => {
    const text = typeof value === 'number' ? String(value) : value.trim().replace(',', '.');
    if (!/^\d+(\.\d{1,2})?$/.test(text)) {
      context.addIssue({ code: 'custom', message: MESSAGE_KEY.discountNumeric });
      return z.NEVER;
    }
    return Number(text);
  })
  .pipe(z.number().min(0, MESSAGE_KEY.discountRange).max(90, MESSAGE_KEY.discountRange));

/** The back-office's discount forms (one article, or many at once): the percentage as typed. */
export const discountFormSchema = z.object({ percentuale: discountPercentSchema });

/** Write bodies of API/create, API/update and API/delete (SPEC section 7: the body is the entity payload). */
export const scontoWriteSchema = z
  .object({
    entity: z.literal('Sconto'),
    id: z.number().int().optional(),
    codArticolo: codeSchema.optional(),
    codArticoli: z.array(codeSchema).min(1).max(10_000).optional(),
    expression: articoloFilterSchema.optional(),
    percentuale: discountPercentSchema,
  })
  .strict()
  .superRefine((value, context) => {
    const targets = [value.codArticolo, value.codArticoli, value.expression].filter((t) => t !== undefined).length;
    if (targets !== 1) context.addIssue({ code: 'custom', message: MESSAGE_KEY.discountTargetOne });
  });
export type ScontoWrite = z.input<typeof scontoWriteSchema>;

export const associazioneWriteSchema = z
  .object({
    entity: z.literal('AssociazioneArticolo'),
    codArticolo1: codeSchema,
    codArticolo2: codeSchema,
    motivo: associationReasonSchema,
  })
  .strict()
  .refine((value) => value.codArticolo1 !== value.codArticolo2, { message: MESSAGE_KEY.associateSelf, path: ['codArticolo2'] });
export type AssociazioneWrite = z.input<typeof associazioneWriteSchema>;

/**
 * The back-office's 'add a link' form: the write body, refused when the other article is one of
 * those already linked for this reason ('Articolo già associato'); the write itself refuses the
 * article's own code ('Impossibile associare lo stesso articolo').
 */
export const associationFormSchema = (linked: readonly string[]) =>
  associazioneWriteSchema.refine((value) => !linked.includes(value.codArticolo2), {
    message: MESSAGE_KEY.associateTwice,
    path: ['codArticolo2'],
  });

/** A text of the container editor: trimmed, at most `max` characters, a keyed message either way. */
const editorText = (max: number) => z.string({ error: MESSAGE_KEY.invalidValue }).trim().max(max, MESSAGE_KEY.tooLong);

const optionalUrl = editorText(500)
  .refine((value) => value === '' || /^(https?:\/\/|mailto:|\/)/i.test(value), MESSAGE_KEY.linkInvalid)
  .nullish();

/**
 * Editable fields of a content container (texts in the editor's language). Every rule carries a
 * message key, so the editor never shows zod's own English text.
 */
export const containerFieldsSchema = z
  .object(
    {
      name: editorText(100).min(1, MESSAGE_KEY.required),
      title: editorText(200).nullish(),
      showTitle: z.boolean({ error: MESSAGE_KEY.invalidValue }),
      description: z.string({ error: MESSAGE_KEY.invalidValue }).max(100_000, MESSAGE_KEY.tooLong).nullish(),
      published: z.boolean({ error: MESSAGE_KEY.invalidValue }),
      layoutPosition: z.enum(layoutPositions, { error: MESSAGE_KEY.choiceInvalid }).nullish(),
      position: z
        .number({ error: MESSAGE_KEY.wholeNumber })
        .int(MESSAGE_KEY.wholeNumber)
        .min(0, MESSAGE_KEY.positionRange)
        .max(10_000, MESSAGE_KEY.positionRange),
      directActionName: editorText(40).nullish(),
      containerClass: editorText(24).min(1, MESSAGE_KEY.required),
      multimediaUrl: optionalUrl,
      route: editorText(300)
        .refine((route) => route === '' || isSitePath(route), MESSAGE_KEY.sitePath)
        .nullish(),
      externalLink: optionalUrl,
      languageCode: z.enum(languageCodes, { error: MESSAGE_KEY.choiceInvalid }).default('ita'),
    },
    { error: MESSAGE_KEY.invalidValue },
  )
  .partial()
  .strict();

export const containerWriteSchema = z
  .object({
    entity: z.literal('Container'),
    id: idSchema.optional(),
    idParent: idSchema.nullish(),
    fields: containerFieldsSchema.default({}),
  })
  .strict();
export type ContainerWrite = z.input<typeof containerWriteSchema>;

export const writeRequestSchema = z.discriminatedUnion('entity', [scontoWriteSchema, associazioneWriteSchema, containerWriteSchema]);
export type WriteRequest = z.input<typeof writeRequestSchema>;
export const writeOperations = ['create', 'update', 'delete'] as const;
export type WriteOperation = (typeof writeOperations)[number];

export interface WriteReply {
  error: boolean;
  message?: string;
  /** Rows changed (articles discounted, links written, containers touched). */
  changed?: number;
  id?: number;
}

/** Filters of the back-office article list (kept in the URL). */
export const backofficeListFilterSchema = z
  .object({
    keyword: z.string().trim().min(1).max(100),
    codArticolo: codeSchema,
    scontati: z.boolean(),
    codCatRaggrupp: groupingCodeSchema,
    codFamigliaArticolo: codeSchema,
  })
  .partial()
  .strict();
export type BackofficeListFilter = z.infer<typeof backofficeListFilterSchema>;

/** One row of the back-office article list. */
export interface BackofficeArticleRow {
  id: number;
  codArticolo: string;
  soldOut: boolean;
  codCatRaggrupp: string | null;
  codCategoriaMerceologica: string | null;
  desCategoria: string | null;
  codFamigliaArticolo: string;
  title: string;
  prezzoB2C: number | null;
  prezzoB2I: number | null;
  percentualeSconto: number | null;
}

/** A suggestion of the association autocomplete. */
export interface ArticleSuggestion {
  id: number;
  codArticolo: string;
  title: string;
}

export interface AuditEntry {
  id: number;
  at: string;
  staffEmail: string;
  action: string;
  codArticolo: string | null;
  detail: string;
}

/** Body of StaffAPI/read: the back-office reads, each behind a staff session. */
export const staffReadSchema = z.discriminatedUnion('entity', [
  z
    .object({
      entity: z.literal('ArticoloBackoffice'),
      expression: backofficeListFilterSchema.default({}),
      pagination: z.object({ page: z.number().int().min(1).max(100_000), limit: z.number().int().min(0).max(90) }).strict(),
    })
    .strict(),
  z
    .object({ entity: z.literal('ArticoloSuggerimento'), expression: z.object({ text: z.string().trim().min(3).max(60) }).strict() })
    .strict(),
  z.object({ entity: z.literal('Articolo'), expression: z.object({ id: idSchema }).strict() }).strict(),
  z.object({ entity: z.literal('Audit'), expression: z.object({ codArticolo: codeSchema }).partial().strict().default({}) }).strict(),
  z.object({ entity: z.literal('ContainerTree'), expression: z.object({}).strict().default({}) }).strict(),
  z.object({ entity: z.literal('ReferenceData'), expression: z.object({}).strict().default({}) }).strict(),
]);
export type StaffReadRequest = z.input<typeof staffReadSchema>;

/** A container as the editor sees it: unpublished ones included, texts in both languages. */
export interface EditableContainer {
  id: number;
  idParent: number | null;
  name: string;
  titleIta: string | null;
  titleEng: string | null;
  showTitle: boolean;
  descriptionIta: string | null;
  descriptionEng: string | null;
  containerClass: string;
  published: boolean;
  layoutPosition: string | null;
  position: number;
  directActionName: string | null;
  multimediaUrl: string | null;
  route: string | null;
  externalLink: string | null;
}

/** Reply of StaffAPI/read for one Articolo: the record and its links with titles. */
export interface StaffArticleLinks {
  accessorio: ArticleSuggestion[];
  completaLook: ArticleSuggestion[];
}
