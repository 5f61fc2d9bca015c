import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { InvoiceDocument, InvoiceRow } from './invoice-document';
import { countryName, formatDate, formatEuro, formatRate, type InvoiceLanguage } from './invoice-format';
import { invoiceNumber } from './invoice-number';
import { buyerLines, sellerLines, type PartyLines } from './invoice-parties';
import { invoiceTextIn, type InvoiceTexts } from './invoice-text';
import { treatmentOf } from './vat-nature';

/**
 * The courtesy copy of an invoice or a credit note as a PDF (the fiscal document is the FatturaPA
 * XML). Written with pdfkit, which lays out wrapping text and embeds a subset of a TrueType font:
 * DejaVu Sans, whose glyphs cover € and every accented letter of the buyers' names across Europe
 * (the PDF standard fonts stop at Latin-1). An A4 page in one column: every row is a block of its
 * own, its description wrapping over the page's width, so nothing is cut when a phone shows the page.
 */

/** The regular and bold faces, read once. */
export interface PdfFonts {
  regular: Buffer;
  bold: Buffer;
}

let loaded: PdfFonts | null = null;

/** DejaVu Sans from the server's dependencies (dejavu-fonts-ttf), resolved from the repository's server package. */
export function pdfFonts(repoRoot: string): PdfFonts {
  if (loaded) return loaded;
  const resolve = createRequire(path.join(repoRoot, 'server', 'package.json')).resolve;
  loaded = {
    regular: readFileSync(resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return loaded;
}

/** The shop's text and muted colours (the design tokens), and the page's measures in points. */
const INK = '#1d1b18';
const MUTED = '#6b6358';
const RULE = '#d9d1c5';
const MARGIN = 50;
const GAP = 6;

type Pdf = PDFKit.PDFDocument;

/** Starts a new page when less than `needed` points are left, so a block is never split from its first line. */
function keep(pdf: Pdf, needed: number): void {
  if (pdf.y + needed > pdf.page.height - pdf.page.margins.bottom) pdf.addPage();
}

function rule(pdf: Pdf): void {
  const y = pdf.y + GAP / 2;
  pdf
    .moveTo(MARGIN, y)
    .lineTo(pdf.page.width - MARGIN, y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  pdf.y = y + GAP;
}

function heading(pdf: Pdf, text: string, size = 14): void {
  keep(pdf, 60);
  pdf.moveDown(0.6).font('bold').fontSize(size).fillColor(INK).text(text, MARGIN);
  pdf.moveDown(0.25);
}

function party(pdf: Pdf, title: string, { name, lines }: PartyLines): void {
  heading(pdf, title, 12);
  pdf.font('bold').fontSize(12).fillColor(INK).text(name);
  pdf.font('regular').fontSize(11).fillColor(INK);
  for (const line of lines) pdf.text(line);
}

/** Label and amount on one line, the amount at the right edge. */
function amountLine(pdf: Pdf, label: string, amount: string, options: { bold?: boolean; size?: number } = {}): void {
  const size = options.size ?? 11;
  const width = pdf.page.width - 2 * MARGIN;
  pdf.font(options.bold ? 'bold' : 'regular').fontSize(size);
  const amountWidth = pdf.widthOfString(amount);
  const y = pdf.y;
  pdf.fillColor(options.bold ? INK : MUTED).text(label, MARGIN, y, { width: width - amountWidth - 12 });
  const after = pdf.y;
  pdf.fillColor(INK).text(amount, MARGIN, y, { width, align: 'right' });
  pdf.y = Math.max(after, pdf.y);
}

function rowBlock(pdf: Pdf, row: InvoiceRow, t: InvoiceTexts, language: InvoiceLanguage): void {
  keep(pdf, 70);
  pdf
    .font('bold')
    .fontSize(12)
    .fillColor(INK)
    .text(row.description, MARGIN, pdf.y, { width: pdf.page.width - 2 * MARGIN });
  const details = [
    ...(row.code ? [`${t('code')} ${row.code}`] : []),
    `${t('quantity')} ${row.quantity}`,
    `${t('unitNet')} ${formatEuro(row.unitNet, language)}`,
    `${t('vat')} ${formatRate(row.vatRate, language)}`,
  ].join('  ·  ');
  pdf
    .font('regular')
    .fontSize(10.5)
    .fillColor(MUTED)
    .text(details, { width: pdf.page.width - 2 * MARGIN });
  pdf.moveDown(0.15);
  amountLine(pdf, t('net'), formatEuro(row.net, language));
  rule(pdf);
}

/** The copy's lines, drawn on `pdf`. */
function draw(pdf: Pdf, doc: InvoiceDocument): void {
  const language: InvoiceLanguage = doc.language === 'en' ? 'en' : 'it';
  const t = invoiceTextIn(language);
  const creditNote = doc.type === 'TD04';
  const seller = sellerLines(doc.seller, t);
  pdf.font('bold').fontSize(13).fillColor(INK).text(seller.name);
  pdf.font('regular').fontSize(10).fillColor(MUTED);
  for (const line of seller.lines) pdf.text(line);
  pdf.moveDown(0.8);
  rule(pdf);
  pdf
    .font('bold')
    .fontSize(20)
    .fillColor(INK)
    .text(t(creditNote ? 'creditNoteTitle' : 'title', { number: invoiceNumber(doc) }));
  pdf.font('regular').fontSize(11).fillColor(INK);
  pdf.text(`${t('date')}: ${formatDate(doc.date, language)}`);
  pdf.text(`${t('order')}: ${doc.orderId}`);
  if (doc.linkedInvoice)
    pdf.text(t('linkedInvoice', { number: doc.linkedInvoice.number, date: formatDate(doc.linkedInvoice.date, language) }));
  party(pdf, t('buyer'), buyerLines(doc.buyer, t, language));

  heading(pdf, t('rows'));
  rule(pdf);
  for (const row of doc.rows) rowBlock(pdf, row, t, language);

  heading(pdf, t('vatSummary'));
  for (const line of doc.summary) {
    keep(pdf, 40);
    pdf
      .font('bold')
      .fontSize(11)
      .fillColor(INK)
      .text(`${t('rate')} ${formatRate(line.vatRate, language)}`);
    amountLine(pdf, t('taxable'), formatEuro(line.taxable, language));
    amountLine(pdf, t('tax'), formatEuro(line.tax, language));
    pdf.moveDown(0.3);
  }
  rule(pdf);
  keep(pdf, 60);
  amountLine(pdf, creditNote ? t('credited') : t('total'), formatEuro(doc.total, language), { bold: true, size: 15 });
  if (!creditNote) pdf.font('regular').fontSize(11).fillColor(INK).text(t('paidByCard'), MARGIN, pdf.y, { align: 'right' });

  const treatment = treatmentOf(doc);
  const notes = [
    ...(treatment === 'intra-eu-supply' ? [t('intraEu')] : []),
    ...(treatment === 'distance-sale' ? [t('distanceSale', { country: countryName(doc.buyer.address.country, language) })] : []),
    t('courtesy'),
  ];
  pdf.moveDown(1);
  pdf.font('regular').fontSize(9.5).fillColor(MUTED);
  for (const note of notes) {
    keep(pdf, 30);
    pdf.text(note, MARGIN, pdf.y, { width: pdf.page.width - 2 * MARGIN });
    pdf.moveDown(0.5);
  }
}

/** The PDF of the document, in its language. */
export function invoicePdf(doc: InvoiceDocument, fonts: PdfFonts): Promise<Buffer> {
  const language = doc.language === 'en' ? 'en' : 'it';
  const t = invoiceTextIn(language);
  const title = t(doc.type === 'TD04' ? 'creditNoteTitle' : 'title', { number: invoiceNumber(doc) });
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: language,
    displayTitle: true,
    info: { Title: title, Author: doc.seller.denominazione, Subject: `${t('order')} ${doc.orderId}` },
  });
  pdf.registerFont('regular', fonts.regular);
  pdf.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  draw(pdf, doc);
  pdf.end();
  return done;
}
