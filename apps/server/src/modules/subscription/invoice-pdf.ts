import { loadPdfKit } from '../../kernel/lazy-modules';
import type { InvoiceRow } from './queries';

const money = (minor: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(minor / 100);
const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The platform's invoice to a shop as a PDF (pdfkit, its built-in Helvetica: no font files to
 * ship). The address is the one saved on the invoice when it was issued.
 */
export async function invoicePdf(invoice: InvoiceRow, shopName: string): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Invoice ${invoice.number}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fontSize(20).text('Emporia', { continued: false });
  doc.fontSize(10).fillColor('#555').text('Invoice for your shop subscription');
  doc.moveDown();
  doc.fillColor('#000').fontSize(12).text(`Invoice ${invoice.number}`);
  doc.fontSize(10).text(`Issued ${day(invoice.issuedAt)}`);
  doc.text(`Status: ${invoice.status}${invoice.paidAt ? ` (paid ${day(invoice.paidAt)})` : ''}`);
  doc.moveDown();

  doc.fontSize(11).text('Billed to');
  const address = invoice.billingAddress;
  doc.fontSize(10);
  if (address) {
    for (const line of [
      address.name,
      address.company,
      address.address_1,
      address.address_2,
      [address.postcode, address.city].filter(Boolean).join(' '),
      [address.zone, address.country].filter(Boolean).join(', '),
      address.tax_id ? `Tax id: ${address.tax_id}` : '',
    ]) {
      if (line) doc.text(line);
    }
  } else {
    doc.text(shopName);
  }
  doc.moveDown();

  doc.fontSize(11).text(invoice.description);
  doc.fontSize(10).text(`Period ${day(invoice.periodStart)} to ${day(invoice.periodEnd)}`);
  doc.moveDown(0.5);
  if (invoice.credit > 0) {
    doc.text(`Price: ${money(invoice.amount + invoice.credit, invoice.currency)}`);
    doc.text(`Credit for unused time: -${money(invoice.credit, invoice.currency)}`);
  }
  doc.fontSize(12).text(`Total: ${money(invoice.amount, invoice.currency)}`);
  doc.end();
  return done;
}
