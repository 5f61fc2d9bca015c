import { z } from 'zod';

/** Paths (under the legacy application path) of the invoice downloads and the staff's invoice list. */
export const INVOICE_ACTIONS = {
  /** Staff: an order's invoice, as FatturaPA XML or the printable copy (x-staff-session header). */
  staffDownload: 'StaffAction/invoice',
  /** Staff: the invoices issued, newest first. */
  staffList: 'StaffAction/invoices',
  /** A customer: the printable copy of one of their own orders' invoice (bearer session). */
  customerCopy: 'InvoiceAction/copy',
} as const;

export const invoiceFormats = ['xml', 'html'] as const;
export type InvoiceFormat = (typeof invoiceFormats)[number];

/** Body of both downloads: the order's code (SHOP-...) and, for staff, the format. */
export const invoiceDownloadSchema = z
  .object({
    orderId: z.string().trim().min(1).max(30),
    format: z.enum(invoiceFormats).default('html'),
  })
  .strict();
export type InvoiceDownloadRequest = z.input<typeof invoiceDownloadSchema>;

/** Body of the staff's invoice list: a page of at most 90 (the admin pager's sizes). */
export const invoiceListSchema = z
  .object({
    page: z.number().int().min(1).max(100_000).default(1),
    limit: z.number().int().min(1).max(90).default(30),
  })
  .strict();
export type InvoiceListRequest = z.input<typeof invoiceListSchema>;

export interface InvoiceListRow {
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
