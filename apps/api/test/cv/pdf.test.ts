import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeMedia } from '../../src/lib/media.ts';
import { SETUP_MS } from '../account/support.ts';
import { createTestApp, HOST_A, HOST_B, type TestContext } from '../helper.ts';
import {
  api,
  bearer,
  createLearner,
  cvPayload,
  educationPayload,
  issueCertificate,
  skillsPayload,
  workPayload,
} from './helpers.ts';

/** GET /api/v1/cv/pdf (docs/product.md §18): the PDF read back as text. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, SETUP_MS);
afterAll(() => ctx?.close());

/** The PDF's text with every run of white space as one space. */
async function pdfText(pdf: Buffer) {
  const { totalPages, text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return { totalPages, text: text.replace(/\s+/g, ' ') };
}

/** The link annotations of every page. */
async function pdfLinks(pdf: Buffer) {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const links: string[] = [];
  for (let i = 1; i <= doc.numPages; i += 1) {
    const annotations = (await (await doc.getPage(i)).getAnnotations()) as { url?: string }[];
    for (const a of annotations) if (a.url) links.push(a.url);
  }
  return links;
}

/** The time it takes is measured in bench/ (docs: bench/results.md "CV PDF"), not here. */
async function getPdf(token: string, query = '', host = HOST_A) {
  const res = await ctx.app.inject({ url: `/api/v1/cv/pdf${query}`, headers: bearer(token, host) });
  return { res };
}

/** A learner with every section filled in, a photo, two certificates (one hidden). */
async function fullCv(host = HOST_A) {
  const learner = await createLearner(ctx, { host, name: 'Siti Rahmawati' });
  const photo = await sharp({ create: { width: 512, height: 512, channels: 3, background: '#c2410c' } })
    .webp()
    .toBuffer();
  const photoId = await storeMedia(ctx.database.db, {
    tenantId: null,
    contentType: 'image/webp',
    bytes: photo,
  });
  await ctx.database.sql.query('UPDATE users SET photo_media_id = $1 WHERE id = $2', [photoId, learner.id]);

  const post = (url: string, body: unknown) => api(ctx, learner.token, 'POST', url, body, host);
  expect(
    (await post('/api/v1/cv', cvPayload({ summary: 'Saya <b>suka</b> data & "angka" — ayo!' }))).status,
  ).toBe(200);
  const jobs = [
    workPayload({
      name: 'Gojek',
      position: 'Senior Digital Marketing Specialist',
      from: '2023-07',
      to: null,
      on_going: true,
      description: 'Led app-install campaigns across Java and Sumatra. '.repeat(6),
    }),
    workPayload(),
    workPayload({
      name: 'PT Astra International',
      position: 'Marketing Trainee',
      city: 'Jakarta Utara',
      from: '2016-09',
      to: '2018-02',
    }),
    workPayload({
      name: 'Warung Kopi Nusantara',
      position: 'Social Media Admin',
      city: 'Bandung',
      from: '2015-01',
      to: '2016-08',
      description: 'Part-time while studying.',
    }),
  ];
  for (const job of jobs) expect((await post('/api/v1/work_experiences', job)).status).toBe(200);
  for (const entry of [
    educationPayload(),
    educationPayload({
      name: 'SMA Negeri 8 Jakarta',
      qualification: 'IPA',
      department: '',
      from: '2009-07',
      to: '2012-06',
    }),
    educationPayload({
      type: 'training',
      name: 'Google',
      qualification: 'Google Ads Search Certification',
      department: '',
      location: 'Online',
      from: '2022-01',
      to: '2022-02',
    }),
  ])
    expect((await post('/api/v1/educations_trainings', entry)).status).toBe(200);
  expect(
    (
      await post(
        '/api/v1/personal_skills',
        skillsPayload({
          languages: [
            ...skillsPayload().languages,
            {
              language: 'Bahasa Melayu',
              listening: 'C2',
              reading: 'C2',
              spoken_interaction: 'C1',
              spoken_production: 'C1',
              writing: 'B2',
            },
            {
              language: 'Bahasa Jawa',
              listening: 'A2',
              reading: 'A1',
              spoken_interaction: 'A1',
              spoken_production: 'A1',
              writing: 'A1',
            },
          ],
        }),
      )
    ).status,
  ).toBe(200);
  const shown = await issueCertificate(ctx, learner.id, { issuedAt: '2025-03-14T05:00:00Z' });
  const hidden = await issueCertificate(ctx, learner.id);
  expect(
    (
      await api(
        ctx,
        learner.token,
        'PUT',
        '/api/v1/educations_trainings/verified',
        { code: hidden.code, hidden: true },
        host,
      )
    ).status,
  ).toBe(200);
  return { ...learner, shown, hidden };
}

describe('GET /api/v1/cv/pdf', () => {
  it('renders a full CV: names, dates, sections, the verified course with its link, not the hidden one', async () => {
    const learner = await fullCv();
    // The first PDF of the process also reads the fonts; the figure that counts is a warm one.
    await getPdf(learner.token, '?lang=en');
    const { res } = await getPdf(learner.token, '?lang=en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="CV-Siti-Rahmawati.pdf"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The photo is embedded as an image.
    expect(pdf.includes('/Subtype /Image')).toBe(true);

    const { totalPages, text } = await pdfText(pdf);
    expect(totalPages).toBeGreaterThanOrEqual(1);
    expect(totalPages).toBeLessThanOrEqual(3);
    const url = `http://localhost:${ctx.env.PORT}/certificates/${learner.shown.code}`;
    for (const part of [
      'Siti Rahmawati',
      'Digital marketer with five years in e-commerce',
      'siti.rahmawati@example.co.id',
      '+62 81298765432',
      'Jl. Kemang Raya No. 12, 12730 Jakarta Selatan, Indonesia',
      'https://www.linkedin.com/in/siti-rahmawati',
      'Job applied for',
      'Digital Marketing Lead',
      'Full-time, Remote',
      'Rp 15–18 juta per bulan',
      'ABOUT ME',
      'Saya <b>suka</b> data & "angka" — ayo!',
      'WORK EXPERIENCE',
      'Jul 2023 – Present',
      'Senior Digital Marketing Specialist',
      'Gojek, Jakarta',
      'Mar 2020 – Jun 2023',
      'PT Tokopedia, Jakarta',
      'Sept 2016 – Feb 2018',
      'EDUCATION AND TRAINING',
      'S1 Ilmu Komunikasi',
      'Universitas Indonesia, Field: Komunikasi, Depok',
      'Aug 2012 – Jul 2016',
      'Google Ads Search Certification',
      learner.shown.course_title_en,
      'VERIFIED',
      `Certificate ${learner.shown.code}`,
      url,
      'Mar 2025',
      'LANGUAGE SKILLS',
      'Mother tongue',
      'Bahasa Indonesia',
      'Bahasa Melayu',
      'Spoken interaction',
      'DIGITAL SKILLS',
      'Google Analytics, Canva, Excel.',
      'DRIVING LICENCE',
      'SIM A, SIM C',
      `Page 1 of ${totalPages}`,
    ])
      expect(text, part).toContain(part);
    expect(text).not.toContain(learner.hidden.course_title_en);
    expect(text).not.toContain(learner.hidden.code);
    // The verification link is clickable.
    expect(await pdfLinks(pdf)).toEqual(
      expect.arrayContaining([url, 'https://www.linkedin.com/in/siti-rahmawati']),
    );
  });

  it('speaks Indonesian and Malay, and Malay dates', async () => {
    const learner = await fullCv();
    const id = await pdfText((await getPdf(learner.token, '?lang=id')).res.rawPayload);
    for (const part of [
      'PENGALAMAN KERJA',
      'Sekarang',
      'Terverifikasi'.toUpperCase(),
      'Bahasa ibu',
      'Agu 2012 – Jul 2016',
      learner.shown.course_title_id,
    ])
      expect(id.text, part).toContain(part);
    const ms = await pdfText((await getPdf(learner.token, '?lang=ms')).res.rawPayload);
    for (const part of [
      'PENGALAMAN KERJA',
      'Kini',
      'DISAHKAN',
      'Bahasa ibunda',
      'Lesen memandu'.toUpperCase(),
    ])
      expect(ms.text, part).toContain(part);
  });

  it('makes a PDF of a CV never saved (the profile’s details), without a photo', async () => {
    const { token } = await createLearner(ctx, { host: HOST_B, name: 'Nurul Aisyah' });
    const { res } = await getPdf(token, '', HOST_B);
    expect(res.statusCode).toBe(200);
    const { text, totalPages } = await pdfText(res.rawPayload);
    expect(totalPages).toBe(1);
    // Tenant B speaks English by default.
    expect(text).toContain('Nurul Aisyah');
    expect(text).toContain('Curriculum vitae');
    expect(res.rawPayload.includes('/Subtype /Image')).toBe(false);
  });

  it('refuses an unknown language with 400 naming lang', async () => {
    const { token } = await createLearner(ctx);
    const { res } = await getPdf(token, '?lang=fr');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('lang');
  });
});
