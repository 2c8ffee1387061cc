import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { HttpError } from './http-errors.ts';
import { tooManyRequests } from './rate-limit.ts';

/**
 * PDFs (CVs, receipts, certificates) are drawn by pdfkit, synchronous work of tens of
 * milliseconds each. Drawn on the server's own thread, ten loops of them held every other request
 * (/healthz p50 went from 2 ms to 92 ms). So they are drawn in a few worker threads, each one PDF
 * at a time, with a bounded queue in front: past it, 503 with Retry-After instead of a growing
 * wait; and one subject (a user) may have only `perSubject` PDFs in flight at once, past which 429.
 */
export interface PdfRenderer {
  /** Draws a PDF of `kind` from `input` (structured-cloned into the worker) for `subject`. */
  render(kind: string, input: unknown, subject: string): Promise<Buffer>;
  close(): Promise<void>;
}

export interface PdfPoolOptions {
  /** The worker script (pdfWorkerUrl()). */
  workerUrl: URL;
  /** Worker threads, each drawing one PDF at a time. */
  workers: number;
  /** PDFs waiting for a worker, past which a new one is refused with 503. */
  queueLimit: number;
  /** PDFs one subject may have drawn or waiting at once, past which 429. */
  perSubject: number;
}

interface Job {
  kind: string;
  input: unknown;
  subject: string;
  resolve(pdf: Buffer): void;
  reject(error: unknown): void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

/** Seconds a client refused by a full queue is asked to wait. */
const BUSY_RETRY_SECONDS = 5;

export const pdfBusy = () =>
  new HttpError(
    503,
    'Many documents are being prepared right now. Please try again in a few seconds.',
    'pdf_busy',
    undefined,
    { 'retry-after': String(BUSY_RETRY_SECONDS) },
  );

export function createPdfPool(options: PdfPoolOptions): PdfRenderer {
  const slots: Slot[] = [];
  const queue: Job[] = [];
  const inFlight = new Map<string, number>();
  let closed = false;

  const release = (subject: string) => {
    const left = (inFlight.get(subject) ?? 1) - 1;
    if (left > 0) inFlight.set(subject, left);
    else inFlight.delete(subject);
  };

  const startWorker = (): Slot => {
    const slot: Slot = { worker: new Worker(options.workerUrl), job: null };
    slot.worker.on('message', (message: { pdf?: Uint8Array; error?: string }) => {
      const job = slot.job;
      slot.job = null;
      if (job) {
        release(job.subject);
        if (message.pdf)
          job.resolve(Buffer.from(message.pdf.buffer, message.pdf.byteOffset, message.pdf.byteLength));
        else job.reject(new Error(`PDF ${job.kind}: ${message.error ?? 'failed'}`));
      }
      dispatch();
    });
    // A worker that dies (out of memory, a crash in a native part) fails its PDF and is replaced.
    slot.worker.on('error', (error) => {
      const job = slot.job;
      slot.job = null;
      if (job) {
        release(job.subject);
        job.reject(error);
      }
    });
    slot.worker.on('exit', () => {
      const at = slots.indexOf(slot);
      if (at >= 0) slots.splice(at, 1);
      if (slot.job) {
        release(slot.job.subject);
        slot.job.reject(new Error('The PDF worker stopped'));
      }
      dispatch();
    });
    // An idle pool does not keep the process alive.
    slot.worker.unref();
    return slot;
  };

  const spawnSlot = () => {
    const slot = startWorker();
    slots.push(slot);
    return slot;
  };

  /** Hands waiting PDFs to idle workers, starting workers up to the pool's size. */
  function dispatch() {
    while (queue.length > 0 && !closed) {
      const slot = slots.find((s) => s.job === null) ?? (slots.length < options.workers ? spawnSlot() : null);
      if (!slot) return;
      const job = queue.shift()!;
      slot.job = job;
      slot.worker.postMessage({ kind: job.kind, input: job.input });
    }
  }

  return {
    render(kind, input, subject) {
      if (closed) return Promise.reject(pdfBusy());
      if ((inFlight.get(subject) ?? 0) >= options.perSubject) return Promise.reject(tooManyRequests(1));
      const busy = slots.length >= options.workers && slots.every((slot) => slot.job !== null);
      if (busy && queue.length >= options.queueLimit) return Promise.reject(pdfBusy());
      inFlight.set(subject, (inFlight.get(subject) ?? 0) + 1);
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ kind, input, subject, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(pdfBusy());
      await Promise.all(slots.splice(0).map((slot) => slot.worker.terminate()));
    },
  };
}

/**
 * The worker script for a module in src/plugins (`from`, its import.meta.url): from the
 * TypeScript source, src/pdf-worker-from-source.mjs (which loads tsx first); built, the
 * dist/pdf-worker.js beside the bundle (the module may be bundled into dist/ or dist/chunks/).
 */
export function pdfWorkerUrl(from: string): URL {
  if (from.endsWith('.ts')) return new URL('../pdf-worker-from-source.mjs', from);
  const built = [new URL('./pdf-worker.js', from), new URL('../pdf-worker.js', from)];
  return built.find((url) => existsSync(url)) ?? built[0]!;
}
