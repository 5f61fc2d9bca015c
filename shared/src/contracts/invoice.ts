import { z } from 'zod';
import { returnKeySchema } from './returns';

/** Paths (under the legacy application path) of the invoice downloads and the staff's invoice list. */
export const INVOICE_ACTIONS = {
  /** Staff: an order's invoice, as FatturaPA XML or the printable copy, a PDF (x-staff-session header). */
  staffDownload: 'StaffAction/invoice',
  /** Staff: the invoices issued, newest first. */
  staffList: 'StaffAction/invoices',
  /** Staff: a month's invoices and credit notes as FatturaPA XML files in one ZIP, for the accountant. */
  staffMonthZip: 'StaffAction/invoicesZip',
  /** A customer: the printable copy (a PDF) of one of their own orders' invoice (bearer session). */
  customerCopy: 'InvoiceAction/copy',
} as const;

/**
 * The fiscal document (FatturaPA XML) and the courtesy copy: a PDF, or the HTML page it replaced
 * (still answered for a client released before the PDF).
 */
export const invoiceFormats = ['xml', 'pdf', 'html'] as const;
export type InvoiceFormat = (typeof invoiceFormats)[number];

/** A fiscal document's year and progressive: an invoice's, or a credit note's in its own sequence. */
export const documentNumberSchema = z
  .object({ year: z.number().int().min(2000).max(2999), number: z.number().int().min(1).max(999_999) })
  .strict();
export type DocumentNumber = z.infer<typeof documentNumberSchema>;

/**
 * Body of both downloads: the order's code (SHOP-...), for staff the format, and a credit note's
 * number to download that note instead of the invoice.
 */
export const invoiceDownloadSchema = z
  .object({
    orderId: z.string().trim().min(1).max(30),
    format: z.enum(invoiceFormats).default('pdf'),
    creditNote: documentNumberSchema.optional(),
  })
  .strict();
export type InvoiceDownloadRequest = z.input<typeof invoiceDownloadSchema>;

/**
 * Body of the customer's printable copy: the order's invoice or one of its credit notes, read with the
 * customer's session, or by a guest with the key of the order's shipping mail.
 */
export const customerCopySchema = invoiceDownloadSchema.extend({ key: returnKeySchema.optional() }).strict();
export type CustomerCopyRequest = z.input<typeof customerCopySchema>;

/** Body of the staff's invoice list: a page of at most 90 (the admin pager's sizes). */
export const invoiceListSchema = z
  .object({
    page: z.number().int().min(1).max(100_000).default(1),
    limit: z.number().int().min(1).max(90).default(30),
  })
  .strict();
export type InvoiceListRequest = z.input<typeof invoiceListSchema>;

/** Body of the month's ZIP: the calendar month (Italian dates) whose documents are wanted. */
export const invoiceMonthSchema = z.object({ year: z.number().int().min(2000).max(2999), month: z.number().int().min(1).max(12) }).strict();
export type InvoiceMonthRequest = z.input<typeof invoiceMonthSchema>;

/** A credit note (nota di credito) of an order: its number, date and the amount it gives back. */
export interface CreditNoteSummary extends DocumentNumber {
  date: string;
  totalCents: number;
}

/** The printed number of a fiscal document: 2026/17 for an invoice, NC2026/3 for a credit note. */
export const documentLabel = (doc: DocumentNumber, kind: 'invoice' | 'credit-note' = 'invoice'): string =>
  `${kind === 'credit-note' ? 'NC' : ''}${doc.year}/${doc.number}`;

export interface InvoiceListRow {
  /** An invoice, or a credit note reducing one. */
  kind: 'invoice' | 'credit-note';
  orderId: string;
  year: number;
  number: number;
  /** Issue date, YYYY-MM-DD. */
  date: string;
  /** Company name, or the person's name and surname. */
  buyer: string;
  /** Italian buyers' invoices go through SDI; foreign buyers' carry XXXXXXX. */
  country: string;
  totalCents: number;
}

export interface InvoiceListReply {
  error: false;
  records: InvoiceListRow[];
  totalCount: number;
}
