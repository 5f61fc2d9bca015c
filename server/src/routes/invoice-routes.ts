import {
  INVOICE_ACTIONS,
  invoiceDownloadSchema,
  invoiceListSchema,
  type InvoiceFormat,
  type InvoiceListReply,
} from '@shop/shared/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../app-deps';
import { invoices, orders } from '../db/schema';
import { HttpError, parseOrThrow } from '../http/errors';
import { says } from '../http/messages';
import { fatturaPaXml } from '../invoice/fatturapa-xml';
import type { InvoiceDocument } from '../invoice/invoice-document';
import { invoiceHtml } from '../invoice/invoice-html';
import { invoiceFileName, progressivoInvio } from '../invoice/invoice-number';
import { findSessionCustomer } from '../repositories/sessions';
import { legacyPaths } from './legacy-paths';
import { sessionToken } from './request-context';
import { requireStaff } from './staff-context';

/** The document kept with an order's invoice, looked up by the order's code (and owner, for a customer). */
async function documentOf(db: AppDeps['db'], orderCode: string, customerId?: number): Promise<InvoiceDocument> {
  const [found] = await db
    .select({ document: invoices.document })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(orders.orderId, orderCode), customerId === undefined ? undefined : eq(orders.customerId, customerId)))
    .limit(1);
  if (!found) throw new HttpError(404, says('invoiceNotFound'));
  return found.document as InvoiceDocument;
}

/** Sends the XML or the printable copy as a download; personal data, never cached. */
function sendInvoice(reply: FastifyReply, document: InvoiceDocument, format: InvoiceFormat): string {
  const xml = format === 'xml';
  reply
    .header('content-type', xml ? 'application/xml; charset=utf-8' : 'text/html; charset=utf-8')
    .header('content-disposition', `attachment; filename="${invoiceFileName(document, format)}"`)
    .header('cache-control', 'no-store');
  return xml ? fatturaPaXml(document, progressivoInvio(document)) : invoiceHtml(document);
}

/**
 * Invoice downloads: staff get any order's XML or printable copy and the list of invoices issued;
 * a customer gets the printable copy of their own orders only (another's is "not found").
 */
export function registerInvoiceRoutes(app: FastifyInstance, { db, config }: AppDeps): void {
  for (const url of legacyPaths(config.appName, INVOICE_ACTIONS.staffDownload)) {
    app.post(url, async (request, reply) => {
      await requireStaff(db, request);
      const body = parseOrThrow(invoiceDownloadSchema, request.body ?? {});
      return sendInvoice(reply, await documentOf(db, body.orderId), body.format);
    });
  }
  for (const url of legacyPaths(config.appName, INVOICE_ACTIONS.staffList)) {
    app.post(url, async (request, reply): Promise<InvoiceListReply> => {
      await requireStaff(db, request);
      const body = parseOrThrow(invoiceListSchema, request.body ?? {});
      const rows = await db
        .select({ orderId: orders.orderId, year: invoices.year, number: invoices.number, document: invoices.document })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .orderBy(desc(invoices.year), desc(invoices.number))
        .limit(body.limit)
        .offset((body.page - 1) * body.limit);
      const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(invoices);
      reply.header('cache-control', 'no-store');
      return {
        error: false,
        totalCount: count?.n ?? 0,
        records: rows.map((row) => {
          const document = row.document as InvoiceDocument;
          const { buyer } = document;
          return {
            orderId: row.orderId,
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
  for (const url of legacyPaths(config.appName, INVOICE_ACTIONS.customerCopy)) {
    app.post(url, async (request, reply) => {
      const customerId = await findSessionCustomer(db, sessionToken(request));
      if (customerId === null) throw new HttpError(401, says('orderLoginRequired'));
      const body = parseOrThrow(invoiceDownloadSchema, request.body ?? {});
      if (body.format !== 'html') throw new HttpError(400, says('invoiceHtmlOnly'));
      return sendInvoice(reply, await documentOf(db, body.orderId, customerId), 'html');
    });
  }
}
