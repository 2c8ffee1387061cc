import { afterEach, describe, expect, it } from 'vitest';
import { createPdfPool, pdfWorkerUrl, type PdfRenderer } from '../src/lib/pdf-pool.ts';
import type { CertificateDocument } from '../src/modules/learning/certificates/certificate-pdf.ts';

/** The worker the server's plugin starts, found the same way (plugins/pdf.ts). */
const workerUrl = pdfWorkerUrl(new URL('../src/plugins/pdf.ts', import.meta.url).href);

const certificate = (learnerName = 'Siti Rahma'): CertificateDocument => ({
  lang: 'id',
  timeZone: 'Asia/Jakarta',
  code: 'CEN-TEST-0001',
  learnerName,
  courseTitle: 'Dasar Pemrograman Python',
  noun: 'Kursus',
  mentorName: 'Budi Santoso',
  issuedAt: new Date('2026-11-01T03:00:00Z'),
  verifyUrl: 'https://cendekia.example/certificates/CEN-TEST-0001',
  company: { name: 'Cendekia', primaryColor: '#0f766e', logo: null },
});

const statusOf = (error: unknown) => (error as { statusCode?: number }).statusCode;

describe('the PDF pool (worker threads)', () => {
  let pool: PdfRenderer | null = null;
  afterEach(async () => {
    await pool?.close();
    pool = null;
  });

  it('draws PDFs in a worker thread, several at once', async () => {
    pool = createPdfPool({ workerUrl, workers: 2, queueLimit: 8, perSubject: 8 });
    const pdfs = await Promise.all(
      ['Siti', 'Ahmad', 'Nguyễn Thị Lan'].map((name) => pool!.render('certificate', certificate(name), 'u1')),
    );
    for (const pdf of pdfs) {
      expect(Buffer.isBuffer(pdf)).toBe(true);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('one subject may have only `perSubject` PDFs drawn or waiting: the next answers 429', async () => {
    pool = createPdfPool({ workerUrl, workers: 1, queueLimit: 8, perSubject: 2 });
    const settled = await Promise.allSettled(
      [1, 2, 3].map(() => pool!.render('certificate', certificate(), 'u1')),
    );
    expect(settled.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(statusOf((settled[2] as PromiseRejectedResult).reason)).toBe(429);
    // Another subject is not held back, and the first one may draw again once its PDFs are done.
    await expect(pool.render('certificate', certificate(), 'u2')).resolves.toBeInstanceOf(Buffer);
    await expect(pool.render('certificate', certificate(), 'u1')).resolves.toBeInstanceOf(Buffer);
  });

  it('past the queue limit a new PDF answers 503 pdf_busy with Retry-After, and none waits forever', async () => {
    pool = createPdfPool({ workerUrl, workers: 1, queueLimit: 2, perSubject: 100 });
    const settled = await Promise.allSettled(
      [1, 2, 3, 4, 5].map((i) => pool!.render('certificate', certificate(), `u${i}`)),
    );
    // One drawn at once and two waiting; the fourth and fifth are refused.
    expect(settled.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
    ]);
    const busy = (settled[3] as PromiseRejectedResult).reason as {
      statusCode: number;
      code: string;
      headers: Record<string, string>;
    };
    expect(busy).toMatchObject({ statusCode: 503, code: 'pdf_busy' });
    expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a PDF that fails is an error of its own request; the worker goes on drawing', async () => {
    pool = createPdfPool({ workerUrl, workers: 1, queueLimit: 4, perSubject: 4 });
    await expect(pool.render('no-such-kind', {}, 'u1')).rejects.toThrow(/no-such-kind/);
    await expect(pool.render('certificate', certificate(), 'u1')).resolves.toBeInstanceOf(Buffer);
  });
});
