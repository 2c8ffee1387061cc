/**
 * The worker thread that draws PDFs (lib/pdf-pool.ts): one message in, one PDF out, so drawing
 * never holds the server's own thread. Inputs arrive structured-cloned: a Buffer arrives as a
 * Uint8Array and is turned back into one where pdfkit wants it.
 */
import { parentPort } from 'node:worker_threads';
import type { Receipt } from './modules/commerce/receipts/receipt.ts';
import { renderReceiptPdf } from './modules/commerce/receipts/receipt-pdf.ts';
import { renderCohortPdf, type CohortDocument } from './modules/corporate/cohort-pdf.ts';
import { renderCvPdf, type CvDocument } from './modules/cv/pdf/cv-pdf.ts';
import {
  renderCertificatePdf,
  type CertificateDocument,
} from './modules/learning/certificates/certificate-pdf.ts';

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const withLogo = <T extends { logo: { bytes: Uint8Array; contentType: string } | null }>(company: T): T => ({
  ...company,
  logo: company.logo && { ...company.logo, bytes: asBuffer(company.logo.bytes) },
});

const renderers: Record<string, (input: never) => Promise<Buffer>> = {
  cv: (input: CvDocument) => renderCvPdf({ ...input, photo: input.photo && asBuffer(input.photo) }),
  receipt: (input: Receipt) => renderReceiptPdf({ ...input, company: withLogo(input.company) }),
  cohort: (input: CohortDocument) => renderCohortPdf({ ...input, company: withLogo(input.company) }),
  certificate: (input: CertificateDocument) =>
    renderCertificatePdf({ ...input, company: withLogo(input.company) }),
};

parentPort!.on('message', async ({ kind, input }: { kind: string; input: never }) => {
  try {
    const render = renderers[kind];
    if (!render) throw new Error(`No PDF of kind ${kind}`);
    parentPort!.postMessage({ pdf: await render(input) });
  } catch (error) {
    parentPort!.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
