import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import type { Announcement } from '@app/contract/announcements/schemas';
import type { TestContext } from '../helper.ts';
import { STUDIO_A, studio } from '../studio/support.ts';

/** An announcement as the studio's form sends it: written in the languages given. */
export const written = (
  courseId: number,
  texts: Partial<Record<'en' | 'id' | 'ms', [subject: string, body: string]>>,
) => ({
  audience: { kind: 'course', course_id: courseId },
  subject: { en: texts.en?.[0] ?? '', id: texts.id?.[0] ?? '', ms: texts.ms?.[0] ?? '' },
  body: { en: texts.en?.[1] ?? '', id: texts.id?.[1] ?? '', ms: texts.ms?.[1] ?? '' },
});

/** Sends an announcement through the studio, expecting 200. */
export async function send(ctx: TestContext, cookie: string, body: unknown, host = STUDIO_A) {
  const res = await studio(ctx, cookie, 'POST', '/api/studio/announcements', body, { host });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Announcement;
}

/** Reads an announcement until its mailing has ended (the job runs in the background). */
export async function mailed(ctx: TestContext, cookie: string, id: string, host = STUDIO_A) {
  for (let i = 0; i < 200; i++) {
    const res = await studio(ctx, cookie, 'GET', `/api/studio/announcements/${id}`, undefined, { host });
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json().data as Announcement;
    if (a.status === 'sent' || a.status === 'failed') return a;
    await sleep(100);
  }
  throw new Error(`announcement ${id} was not mailed in 20 s`);
}

/** The mails of the outbox to `to`, with their headers, newest first (read from the table). */
export async function mailsTo(ctx: TestContext, to: string) {
  return ctx.database.sql.query<{
    subject: string;
    body: string;
    html: string;
    headers: Record<string, string> | null;
  }>('SELECT subject, body, html, headers FROM outbox WHERE recipient = $1 ORDER BY id DESC', [to]);
}

/** The unsubscribe token of a mail's text (the page's link). */
export const tokenIn = (text: string) => {
  const match = /\/unsubscribe\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no unsubscribe link in: ${text}`);
  return match[1]!;
};
