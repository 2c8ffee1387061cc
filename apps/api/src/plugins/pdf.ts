import { availableParallelism } from 'node:os';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPdfPool, pdfWorkerUrl, type PdfRenderer } from '../lib/pdf-pool.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Draws PDFs in worker threads (lib/pdf-pool.ts), so they never hold other requests. */
    pdf: PdfRenderer;
  }
}

/** PDFs one user may have drawn or waiting at once: a second tab, not a loop. */
export const PDFS_IN_FLIGHT_PER_USER = 2;
/** PDFs waiting for a worker, past which 503: at ~60 ms each, ~1 s of work per worker. */
export const PDF_QUEUE_LIMIT = 32;

export default fp(
  async function pdfPlugin(app: FastifyInstance) {
    const pool = createPdfPool({
      workerUrl: pdfWorkerUrl(import.meta.url),
      // One core is left to the server's own thread.
      workers: Math.max(1, Math.min(4, availableParallelism() - 1)),
      queueLimit: PDF_QUEUE_LIMIT,
      perSubject: PDFS_IN_FLIGHT_PER_USER,
    });
    app.decorate('pdf', pool);
    app.addHook('onClose', () => pool.close());
  },
  { name: 'pdf' },
);
