import { ANNOUNCEMENT_LIMITS } from '@app/contract/announcements/constants';
import { announcementProblems, textLanguage } from '@app/contract/announcements/rules';
import type {
  Announcement,
  AnnouncementBody,
  AnnouncementOptions,
  AnnouncementPreview,
  Subscription,
} from '@app/contract/announcements/schemas';
import type { Locale } from '@app/contract/envelope';
import type { SqlRunner } from '../../db/client.ts';
import { tenantLanguage, type Caller, type SignedInCaller } from '../../lib/caller.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors.ts';
import { PermanentJobError, enqueue, type JobContext } from '../../lib/jobs/queue.ts';
import type { Log } from '../../lib/log.ts';
import {
  mailBrand,
  mailBrandOfRow,
  mailLanguage,
  renderMail,
  type MailBrand,
} from '../../lib/mail/render.ts';
import type { Messenger } from '../../lib/messenger.ts';
import type { RateLimiter, RateRule } from '../../lib/rate-limit.ts';
import { limits } from './limits.ts';
import * as q from './queries.ts';
import { readUnsubscribe, signUnsubscribe } from './token.ts';

/** The queue of announcement mailings (lib/jobs/queue.ts). */
export const ANNOUNCE_QUEUE = 'announcements';
/** Recipients read and mailed per round of the job. */
const BATCH = 100;
/** Tries of one recipient's mail before it counts as failed. */
const MAX_TRIES = 3;

/** What the announcement services need from the app. */
export interface AnnouncementsContext {
  sql: SqlRunner;
  limiter: RateLimiter;
  messenger: Messenger;
  /** The origin of a company's site (its primary domain), for the links in mails. */
  siteOrigin: (primaryHost: string) => string;
  /** The key of unsubscribe links (queries.ts unsubscribeKey). */
  unsubscribeKey: () => Promise<string>;
  /** Looks for a mailing to do now rather than at the next poll. */
  wake: () => void;
  log: Log;
}

export interface AnnouncePayload {
  announcement_id: string;
}

/** docs/product.md "The studio": an admin announces to every course, a contributor to their own. */
const viewerOf = (caller: SignedInCaller): q.Viewer => ({
  tenantId: caller.tenant.id,
  userId: caller.user.role === 'admin' ? null : caller.user.id,
});

const LANGS: Locale[] = ['id', 'en', 'ms'];

const answerOf = (row: q.AnnouncementRow): Announcement => ({
  id: row.id,
  audience: { kind: row.audience_kind, course_id: row.course_id, cohort_id: row.cohort_id },
  course_title: row.course_title,
  cohort:
    row.audience_kind === 'cohort'
      ? { client_name: row.client_name ?? '', invoice_number: row.invoice_number ?? '' }
      : null,
  subject: { en: row.subject.en ?? '', id: row.subject.id ?? '', ms: row.subject.ms ?? '' },
  body: { en: row.body.en ?? '', id: row.body.id ?? '', ms: row.body.ms ?? '' },
  status: row.status,
  recipients: row.recipients_count,
  sent: row.sent,
  skipped: row.skipped,
  failed: row.failed,
  sender: { id: row.sender_id ?? 0, name: row.sender_name },
  created_at: new Date(row.created_at).toISOString(),
  finished_at: row.finished_at ? new Date(row.finished_at).toISOString() : null,
});

export async function options(
  ctx: AnnouncementsContext,
  caller: SignedInCaller,
): Promise<AnnouncementOptions> {
  return {
    default_language: tenantLanguage(caller.tenant),
    courses: await q.courseOptions(ctx.sql, viewerOf(caller), caller.lang),
    cohorts: await q.cohortOptions(ctx.sql, viewerOf(caller)),
    limits: {
      per_course_day: ANNOUNCEMENT_LIMITS.perCourseDay,
      per_sender_hour: ANNOUNCEMENT_LIMITS.perSenderHour,
    },
  };
}

export async function list(
  ctx: AnnouncementsContext,
  caller: SignedInCaller,
  f: { course_id?: number | undefined; page: number },
) {
  const perPage = ANNOUNCEMENT_LIMITS.perPage;
  const rows = await q.listAnnouncements(ctx.sql, viewerOf(caller), caller.lang, {
    courseId: f.course_id ?? null,
    limit: perPage,
    offset: (f.page - 1) * perPage,
  });
  return { items: rows.map(answerOf), page: f.page, per_page: perPage, total: rows[0]?.total ?? 0 };
}

export async function get(ctx: AnnouncementsContext, caller: SignedInCaller, id: string) {
  const row = await q.findAnnouncement(ctx.sql, viewerOf(caller), caller.lang, id);
  if (!row) throw notFound('No such announcement in your studio');
  return answerOf(row);
}

/**
 * The checks of what was written and to whom. A cohort first: one that is not this admin's
 * company's, or any for a contributor (corporate orders are the admins'), is 404, the answer of an
 * absent one. Then the texts' rules (contract rules.ts) and the course: another company's, or
 * another mentor's for a contributor, is not an option.
 */
async function checked(
  ctx: AnnouncementsContext,
  caller: SignedInCaller,
  body: AnnouncementBody,
): Promise<{ defaultLanguage: Locale; target: q.Target }> {
  const defaultLanguage = tenantLanguage(caller.tenant);
  const { audience } = body;
  if (audience.kind === 'cohort' && !(await q.visibleCohort(ctx.sql, viewerOf(caller), audience.cohort_id)))
    throw notFound('No such corporate cohort in your studio');
  const problems = announcementProblems(body, defaultLanguage);
  if (audience.kind === 'course' && !(await q.visibleCourse(ctx.sql, viewerOf(caller), audience.course_id)))
    problems['audience.course_id'] = 'not_an_option';
  if (Object.keys(problems).length > 0) throw badRequest('The announcement needs a change', problems);
  const target: q.Target =
    audience.kind === 'course'
      ? { kind: 'course', id: audience.course_id }
      : { kind: 'cohort', id: audience.cohort_id };
  return { defaultLanguage, target };
}

/** A mail's link to the course (the learner's courses when a cohort has several). */
const courseUrlOf = (siteUrl: string, courseId: number | null) =>
  courseId === null ? `${siteUrl}/profile/mycourse` : `${siteUrl}/profile/detailcourse/${courseId}`;

const site = (ctx: AnnouncementsContext, primaryHost: string) =>
  ctx.siteOrigin(primaryHost).replace(/\/+$/, '');

/** The links of one learner's mail: the page that unsubscribes them, and the one-click address. */
function linksOf(siteUrl: string, token: string) {
  return {
    page: `${siteUrl}/unsubscribe/${token}`,
    oneClick: `${siteUrl}/api/v1/announcements/subscription/${token}/unsubscribe`,
  };
}

/** One learner's mail of an announcement, in `lang`. */
function mailOf(input: {
  lang: Locale;
  brand: MailBrand;
  texts: { subject: Record<Locale, string>; body: Record<Locale, string> };
  defaultLanguage: Locale;
  name: string;
  course: string;
  sender: string;
  courseUrl: string;
  unsubscribeUrl: string;
}) {
  const from = textLanguage(input.texts, input.lang, input.defaultLanguage);
  const mail = renderMail('announcement', {
    lang: input.lang,
    brand: input.brand,
    data: {
      name: input.name,
      course: input.course,
      subject: input.texts.subject[from],
      message: input.texts.body[from],
      sender: input.sender,
      courseUrl: input.courseUrl,
      unsubscribeUrl: input.unsubscribeUrl,
    },
  });
  return { from, mail };
}

/**
 * The mail as each language's learners will see it, addressed to the caller (their own unsubscribe
 * link, so trying it touches nobody else), and how many would get it. Nothing is sent or stored.
 */
export async function preview(
  ctx: AnnouncementsContext,
  caller: SignedInCaller,
  body: AnnouncementBody,
): Promise<AnnouncementPreview> {
  await ctx.limiter.check([[limits.preview, String(caller.user.id)]]);
  const { defaultLanguage, target } = await checked(ctx, caller, body);
  const [counts, courses] = await Promise.all([
    q.audienceCounts(ctx.sql, caller.tenant.id, target, defaultLanguage),
    q.audienceCourses(ctx.sql, target),
  ]);
  const siteUrl = site(ctx, caller.tenant.primaryHost);
  const brand = mailBrand(caller.tenant, siteUrl);
  const token = signUnsubscribe(await ctx.unsubscribeKey(), {
    tenantId: caller.tenant.id,
    userId: caller.user.id,
    // No announcement yet: the nil uuid names none.
    announcementId: '00000000-0000-0000-0000-000000000000',
  });
  return {
    recipients: counts.recipients,
    unsubscribed: counts.unsubscribed,
    mails: LANGS.map((lang) => {
      const { from, mail } = mailOf({
        lang,
        brand,
        texts: body,
        defaultLanguage,
        name: caller.user.fullName,
        course: courses.titles[lang],
        sender: caller.user.fullName,
        courseUrl: courseUrlOf(siteUrl, courses.courseId),
        unsubscribeUrl: linksOf(siteUrl, token).page,
      });
      return { lang, text_lang: from, recipients: counts.byLanguage[lang], ...mail };
    }),
  };
}

/** Counts one hit of a rule; past it, a 429 with the given code and words (and Retry-After). */
async function within(ctx: AnnouncementsContext, rule: RateRule, subject: string, refusal: HttpError) {
  try {
    await ctx.limiter.check([[rule, subject]]);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 429)
      throw new HttpError(429, refusal.message, refusal.code, undefined, error.headers);
    throw error;
  }
}

/**
 * Sends an announcement: checks it, counts it against the course's (or cohort's) and the sender's limits, then in
 * one transaction records it with its recipients (the audience now, unsubscribed left out) and
 * queues its mailing, which a job does in the background (`mailAnnouncement`).
 */
export async function send(ctx: AnnouncementsContext, caller: SignedInCaller, body: AnnouncementBody) {
  const { defaultLanguage, target } = await checked(ctx, caller, body);
  const counts = await q.audienceCounts(ctx.sql, caller.tenant.id, target, defaultLanguage);
  if (counts.recipients === 0)
    throw conflict(
      `Nobody would receive this announcement: the ${target.kind} has no subscribed learners`,
      'no_recipients',
    );
  const L = ANNOUNCEMENT_LIMITS;
  await within(
    ctx,
    limits.sender,
    String(caller.user.id),
    new HttpError(
      429,
      `You may send ${L.perSenderHour} announcements an hour; try again later`,
      'announcements_sender_limit',
    ),
  );
  await within(
    ctx,
    limits.course,
    // A course's key as before; a cohort's its own, under the same daily limit and code.
    target.kind === 'course' ? `${caller.tenant.id}:${target.id}` : `${caller.tenant.id}:cohort:${target.id}`,
    new HttpError(
      429,
      `This ${target.kind} has had its ${L.perCourseDay} announcements today (UTC); try again tomorrow`,
      'announcements_course_limit',
    ),
  );
  const made = await ctx.sql.transaction(async (tx) => {
    const row = await q.insertAnnouncement(tx, {
      tenantId: caller.tenant.id,
      target,
      senderId: caller.user.id,
      senderName: caller.user.fullName,
      subject: body.subject,
      body: body.body,
      defaultLanguage,
    });
    await enqueue(tx, ANNOUNCE_QUEUE, { announcement_id: row.id } satisfies AnnouncePayload, {
      maxAttempts: 10,
    });
    return row;
  });
  ctx.wake();
  caller.log.info(
    { announcement_id: made.id, audience: target, recipients: made.recipients },
    'announcement queued',
  );
  return get(ctx, caller, made.id);
}

/**
 * The job: mails every pending recipient in their language, a batch at a time by user id, each mail
 * marked as it goes, so a job taken again after a crash mails only who is left (a crash between a
 * mail and its mark sends that one mail twice). A learner who unsubscribed since is skipped. A mail
 * the server refused stays pending for the job's next attempt, up to three tries.
 */
export async function mailAnnouncement(
  ctx: AnnouncementsContext,
  { job, signal, progress }: JobContext<AnnouncePayload>,
) {
  const id = job.payload.announcement_id;
  const a = await q.announcementForMail(ctx.sql, id);
  if (!a) throw new PermanentJobError(`announcement ${id} is gone`, 'not_found');
  if (a.status === 'sent' || a.status === 'failed') return;
  await q.markSending(ctx.sql, id);
  const siteUrl = site(ctx, a.primary_host);
  const brand = mailBrandOfRow(a, siteUrl);
  const key = await ctx.unsubscribeKey();
  const courses = await q.audienceCourses(
    ctx.sql,
    a.audience_kind === 'course'
      ? { kind: 'course', id: a.course_id! }
      : { kind: 'cohort', id: a.cohort_id! },
  );
  const { total } = await q.progressOf(ctx.sql, id);
  let done = 0;
  let retryLater = 0;
  for (let after = 0; ;) {
    const batch = await q.pendingRecipients(ctx.sql, id, after, BATCH);
    if (batch.length === 0) break;
    for (const r of batch) {
      signal.throwIfAborted();
      after = r.user_id;
      if (r.unsubscribed) {
        await q.settleRecipient(ctx.sql, id, r.user_id, { state: 'skipped' });
        continue;
      }
      const lang = mailLanguage(r.language, a.default_language);
      const token = signUnsubscribe(key, { tenantId: a.tenant_id, userId: r.user_id, announcementId: id });
      const links = linksOf(siteUrl, token);
      const { mail } = mailOf({
        lang,
        brand,
        texts: a,
        defaultLanguage: a.default_language,
        name: r.full_name,
        course: courses.titles[lang],
        sender: a.sender_name,
        courseUrl: courseUrlOf(siteUrl, courses.courseId),
        unsubscribeUrl: links.page,
      });
      try {
        await ctx.messenger.deliver(
          {
            tenantId: a.tenant_id,
            channel: 'email',
            to: r.email,
            ...mail,
            headers: {
              'List-Unsubscribe': `<${links.oneClick}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
          },
          ctx.log,
        );
        await q.settleRecipient(ctx.sql, id, r.user_id, { state: 'sent' });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const last = r.tries + 1 >= MAX_TRIES;
        await q.settleRecipient(ctx.sql, id, r.user_id, { state: last ? 'failed' : 'retry', error: message });
        if (!last) retryLater += 1;
      }
      done += 1;
      progress((done / Math.max(1, total)) * 100);
    }
  }
  if (retryLater > 0) throw new Error(`${retryLater} mails of announcement ${id} to try again`);
  await q.finish(ctx.sql, id, 'sent');
  ctx.log.info({ announcement_id: id }, 'announcement mailed');
}

/** The job failed for good (its attempts used up): the announcement says so. */
export async function mailingFailed(ctx: AnnouncementsContext, payload: AnnouncePayload) {
  await q.finish(ctx.sql, payload.announcement_id, 'failed');
}

/** `n***@example.com`: enough for the learner to know the address, not for a passer-by to read it. */
export const hiddenEmail = (email: string) => {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
};

/**
 * The learner of a link, for the company the link was opened on: a forged or altered link, one
 * made for another company, or one whose learner is gone is `invalid_link` (404); an old one
 * `link_expired` (410).
 */
async function linkOf(ctx: AnnouncementsContext, caller: Caller, token: string) {
  await ctx.limiter.check([[limits.subscriptionIp, caller.ip]]);
  const link = readUnsubscribe(await ctx.unsubscribeKey(), token);
  if (link === 'expired') throw new HttpError(410, 'This link has expired', 'link_expired');
  const found =
    link !== 'invalid' && link.tenantId === caller.tenant.id
      ? await q.subscriber(ctx.sql, link.tenantId, link.userId)
      : null;
  if (link === 'invalid' || !found) throw notFound('This link is not valid', 'invalid_link');
  return { link, found };
}

const subscriptionOf = (
  found: { email: string; company_name: string },
  subscribed: boolean,
): Subscription => ({
  company: found.company_name,
  email: hiddenEmail(found.email),
  subscribed,
});

export async function subscription(ctx: AnnouncementsContext, caller: Caller, token: string) {
  const { found } = await linkOf(ctx, caller, token);
  return subscriptionOf(found, !found.unsubscribed);
}

export async function setSubscribed(
  ctx: AnnouncementsContext,
  caller: Caller,
  token: string,
  subscribed: boolean,
) {
  const { link, found } = await linkOf(ctx, caller, token);
  await q.setUnsubscribed(ctx.sql, link.tenantId, link.userId, link.announcementId, !subscribed);
  caller.log.info({ user_id: link.userId, subscribed }, 'announcement subscription changed');
  return subscriptionOf(found, subscribed);
}
