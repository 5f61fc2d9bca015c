import {
  customerCopySchema,
  type DocumentNumber,
  INVOICE_ACTIONS,
  invoiceDownloadSchema,
  invoiceListSchema,
  invoiceMonthSchema,
  type InvoiceFormat,
  type InvoiceListReply,
} from '@shop/shared/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../core/app-deps';
import { queryRows } from '../core/db/client';
import { creditNotes, invoices, orders } from '../core/db/schema';
import { HttpError, parseOrThrow } from '../core/http/errors';
import { says } from '../core/http/messages';
import { fatturaPaXml } from './invoice/fatturapa-xml';
import type { InvoiceDocument } from './invoice/invoice-document';
import { invoiceHtml } from './invoice/invoice-html';
import { invoicePdf, pdfFonts, type PdfFonts } from './invoice/invoice-pdf';
import { invoiceFileName, progressivoInvio } from './invoice/invoice-number';
import { documentsZip, monthDocuments } from './invoice/month-zip';
import { findSessionCustomer } from '../account';
import { orderForReturn } from './returns/guest-return-key';
import { legacyPaths } from '../core/http/legacy-paths';
import { sessionToken } from '../core/http/request-context';
import { registerStaffScope } from '../staff';

/**
 * The document kept with an order's invoice, or with one of its credit notes, looked up by the
 * order's code (and owner, for a customer).
 */
async function documentOf(
  db: AppDeps['db'],
  orderCode: string,
  customerId?: number,
  creditNote?: DocumentNumber,
): Promise<InvoiceDocument> {
  const owner = and(eq(orders.orderId, orderCode), customerId === undefined ? undefined : eq(orders.customerId, customerId));
  const [found] = creditNote
    ? await db
        .select({ document: creditNotes.document })
        .from(creditNotes)
        .innerJoin(orders, eq(orders.id, creditNotes.orderId))
        .where(and(owner, eq(creditNotes.year, creditNote.year), eq(creditNotes.number, creditNote.number)))
        .limit(1)
    : await db
        .select({ document: invoices.document })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .where(owner)
        .limit(1);
  if (!found) throw new HttpError(404, says('invoiceNotFound'));
  return found.document as InvoiceDocument;
}

/** The media type of each format. */
const CONTENT_TYPES: Record<InvoiceFormat, string> = {
  xml: 'application/xml; charset=utf-8',
  pdf: 'application/pdf',
  html: 'text/html; charset=utf-8',
};

/** Sends the XML or the printable copy (a PDF; the HTML page for an older client) as a download; personal data, never cached. */
async function sendInvoice(reply: FastifyReply, document: InvoiceDocument, format: InvoiceFormat, fonts: PdfFonts) {
  reply
    .header('content-type', CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${invoiceFileName(document, format)}"`)
    .header('cache-control', 'no-store');
  if (format === 'xml') return fatturaPaXml(document, progressivoInvio(document));
  return format === 'pdf' ? reply.send(await invoicePdf(document, fonts)) : invoiceHtml(document);
}

/**
 * Invoice downloads: staff get any order's XML or printable copy (a PDF), the list of invoices issued and a
 * month's documents as one ZIP; a customer gets the printable copy of their own orders only
 * (another's is "not found").
 */
export function registerInvoiceRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerStaffScope(app, deps.db, (scope) => staffInvoiceRoutes(scope, deps));
  customerCopyRoute(app, deps);
}

/** Staff: any order's XML or printable copy, the register of documents issued, a month's ZIP. */
function staffInvoiceRoutes(app: FastifyInstance, { db, config }: AppDeps): void {
  for (const url of legacyPaths(config.appName, INVOICE_ACTIONS.staffDownload)) {
    app.post(url, async (request, reply) => {
      const body = parseOrThrow(invoiceDownloadSchema, request.body ?? {});
      return sendInvoice(reply, await documentOf(db, body.orderId, undefined, body.creditNote), body.format, pdfFonts(config.repoRoot));
    });
  }
  for (const url of legacyPaths(config.appName, INVOICE_ACTIONS.staffList)) {
    app.post(url, async (request, reply): Promise<InvoiceListReply> => {
      const body = parseOrThrow(invoiceListSchema, request.body ?? {});
      // Invoices and credit notes together, newest first: the accountant's register of what was issued.
      const documents = sql`(select ${invoices.orderId} as order_id, 'invoice' as kind, ${invoices.year} as year, ${invoices.number} as number, ${invoices.document} as document, ${invoices.issuedAt} as issued_at from ${invoices}
        union all
        select ${creditNotes.orderId}, 'credit-note', ${creditNotes.year}, ${creditNotes.number}, ${creditNotes.document}, ${creditNotes.issuedAt} from ${creditNotes})`;
      const rows = await queryRows<{
        order_code: string;
        kind: 'invoice' | 'credit-note';
        year: number;
        number: number;
        document: unknown;
      }>(
        db,
        sql`select o.order_id as order_code, d.kind, d.year, d.number, d.document from ${documents} d join ${orders} o on o.id = d.order_id
          order by d.issued_at desc, d.kind desc, d.number desc limit ${body.limit} offset ${(body.page - 1) * body.limit}`,
      );
      const [count] = await queryRows<{ n: number }>(
        db,
        sql`select ((select count(*) from ${invoices}) + (select count(*) from ${creditNotes}))::int as n`,
      );
      reply.header('cache-control', 'no-store');
      return {
        error: false,
        totalCount: count?.n ?? 0,
        records: rows.map((row) => {
          const document = (typeof row.document === 'string' ? JSON.parse(row.document) : row.document) as InvoiceDocument;
          const { buyer } = document;
          return {
            kind: row.kind,
            orderId: row.order_code,
            year: row.year,
            number: row.number,
            date: document.date,
            buyer: buyer.kind === 'company' ? buyer.denominazione : `${buyer.name} ${buyer.surname}`.trim(),
            country: buyer.address.country,
            totalCents: document.total,
          };
        }),
      };
    });
  }
  for (const url of legacyPaths(config.appName, INVOICE_ACTIONS.staffMonthZip)) {
    app.post(url, async (request, reply) => {
      const { year, month } = parseOrThrow(invoiceMonthSchema, request.body ?? {});
      const period = `${year}-${String(month).padStart(2, '0')}`;
      const documents = await monthDocuments(db, year, month);
      if (documents.length === 0) throw new HttpError(404, says('invoiceMonthEmpty', { month: period }));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="fatture-${period}.zip"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(documentsZip(documents)));
    });
  }
}

/** A customer's printable copies (PDF) of their own orders' documents (a guest's with the shipping mail's key). */
function customerCopyRoute(app: FastifyInstance, { db, config }: AppDeps): void {
  for (const url of legacyPaths(config.appName, INVOICE_ACTIONS.customerCopy)) {
    app.post(url, async (request, reply) => {
      const body = parseOrThrow(customerCopySchema, request.body ?? {});
      if (body.format === 'xml') throw new HttpError(400, says('invoiceCopyOnly'));
      const fonts = pdfFonts(config.repoRoot);
      if (body.key !== undefined) {
        // A guest: the shipping mail's key opens the order's documents, as it opens its returns.
        const order = await orderForReturn(db, { orderId: body.orderId, key: body.key }, null);
        if (!order) throw new HttpError(404, says('invoiceNotFound'));
        return sendInvoice(reply, await documentOf(db, body.orderId, undefined, body.creditNote), body.format, fonts);
      }
      const customerId = await findSessionCustomer(db, sessionToken(request));
      if (customerId === null) throw new HttpError(401, says('orderLoginRequired'));
      return sendInvoice(reply, await documentOf(db, body.orderId, customerId, body.creditNote), body.format, fonts);
    });
  }
}
