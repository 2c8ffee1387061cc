import { CORPORATE_LIMITS as L } from '@app/contract/corporate/constants';
import type {
  CorporateBody,
  CorporateCheck,
  CorporateCohort,
  CorporateOrder,
  CorporateOptions,
} from '@app/contract/corporate/schemas';
import { localeSchema, type Locale } from '@app/contract/envelope';
import type { SqlRunner } from '../../db/client.ts';
import type { SignedInCaller } from '../../lib/caller.ts';
import { iso, isoOrNull } from '../../lib/localized-sql.ts';
import { badRequest, forbidden, HttpError, notFound, type FieldProblems } from '../../lib/http-errors.ts';
import { csvLine } from '../../lib/csv.ts';
import { mailBrand, renderMail } from '../../lib/mail/render.ts';
import type { Messenger } from '../../lib/messenger.ts';
import type { PdfRenderer } from '../../lib/pdf-pool.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { CohortDocument } from './cohort-pdf.ts';
import { limits } from './limits.ts';
import { peopleOfFile, problemLines, type FilePerson } from './people-csv.ts';
import * as q from './queries.ts';

/** What corporate enrolment needs from the app. */
export interface CorporateContext {
  sql: SqlRunner;
  messenger: Messenger;
  pdf: PdfRenderer;
  limiter: RateLimiter;
  siteOrigin: (tenant: SignedInCaller['tenant']) => string;
}

/**
 * docs/product.md "The studio": corporate enrolment is a company-level action, the company's
 * admins' (a contributor gets 403).
 */
function adminOf(caller: SignedInCaller) {
  if (caller.user.role !== 'admin') throw forbidden('Corporate enrolment is for the company’s admins');
  return caller.tenant.id;
}

const missing = () => notFound('No such corporate order');

const invoiceTaken = () =>
  new HttpError(409, 'The company already has a corporate order with this invoice number', 'invoice_taken', {
    invoice_number: 'invoice_taken',
  });

export async function options(ctx: CorporateContext, caller: SignedInCaller): Promise<CorporateOptions> {
  const tenantId = adminOf(caller);
  const [company, courses] = await Promise.all([
    q.companyLanguage(ctx.sql, tenantId),
    q.companyCourses(ctx.sql, tenantId, caller.lang),
  ]);
  return { default_language: localeSchema.catch('en').parse(company.default_locale), courses };
}

/**
 * The file's people and what the import would do, or a 400 naming every problem (`row.N.column`,
 * the message listing them as `row N: field: message`). Nothing is written.
 */
async function planOf(ctx: CorporateContext, tenantId: number, body: CorporateBody) {
  const problems: FieldProblems = {};
  if (!(await q.allCoursesOf(ctx.sql, tenantId, body.course_ids))) problems.course_ids = 'not_an_option';
  const file = peopleOfFile(body.csv);
  if ('problems' in file) Object.assign(problems, file.problems);
  if (Object.keys(problems).length) {
    const lines = problemLines(problems);
    throw badRequest(`The file needs a change:\n${lines.join('\n')}`, problems);
  }
  if (await q.invoiceTaken(ctx.sql, tenantId, body.invoice_number)) throw invoiceTaken();
  const people = (file as { people: FilePerson[] }).people;
  const known = new Map(
    (
      await q.usersByEmail(
        ctx.sql,
        tenantId,
        people.map((p) => p.email),
      )
    ).map((u) => [u.email, u.id]),
  );
  const owned = await q.enrolmentsOf(ctx.sql, [...known.values()], body.course_ids);
  const ownedBy = new Map<number, number[]>();
  for (const e of owned) ownedBy.set(e.user_id, [...(ownedBy.get(e.user_id) ?? []), e.course_id]);
  return { people, known, ownedBy };
}

export async function check(
  ctx: CorporateContext,
  caller: SignedInCaller,
  body: CorporateBody,
): Promise<CorporateCheck> {
  const tenantId = adminOf(caller);
  await ctx.limiter.check([[limits.checkAdmin, String(caller.user.id)]]);
  const { people, known, ownedBy } = await planOf(ctx, tenantId, body);
  let already = 0;
  const answer = people.map((p) => {
    const id = known.get(p.email);
    const has = id === undefined ? [] : (ownedBy.get(id) ?? []).sort((a, b) => a - b);
    already += has.length;
    return {
      row: p.row,
      name: p.name,
      email: p.email,
      status: id === undefined ? ('new' as const) : ('existing' as const),
      already_enrolled: has,
    };
  });
  const existing = answer.filter((p) => p.status === 'existing').length;
  return {
    people: answer,
    existing,
    new: answer.length - existing,
    enrolments: answer.length * body.course_ids.length - already,
  };
}

/**
 * The import (decision 54): the order, the new accounts, every enrolment and the invitations'
 * tokens in one transaction, so a failure leaves nothing half-imported; the mails after the commit.
 * The invoice number's unique index makes a second import of it (or two at once) a 409.
 */
export async function create(
  ctx: CorporateContext,
  caller: SignedInCaller,
  body: CorporateBody,
): Promise<CorporateOrder> {
  const tenantId = adminOf(caller);
  await ctx.limiter.check([[limits.importAdmin, String(caller.user.id)]]);
  const { people } = await planOf(ctx, tenantId, body);
  const invites: { userId: number; name: string; email: string; token: string }[] = [];
  const orderId = await ctx.sql.transaction(async (tx) => {
    const id = await q.insertOrder(tx, {
      tenantId,
      invoiceNumber: body.invoice_number,
      clientName: body.client_name,
      language: body.language,
      createdBy: caller.user.id,
    });
    if (id === null) throw invoiceTaken();
    const emails = people.map((p) => p.email);
    const before = new Set((await q.usersByEmail(tx, tenantId, emails)).map((u) => u.email));
    const made = await q.insertUsers(
      tx,
      tenantId,
      people.filter((p) => !before.has(p.email)),
      body.language,
      caller.host,
    );
    const madeIds = new Map(made.map((u) => [u.email, u.id]));
    const idOf = new Map((await q.usersByEmail(tx, tenantId, emails)).map((u) => [u.email, u.id]));
    for (const p of people) {
      const userId = madeIds.get(p.email);
      if (userId !== undefined) invites.push({ userId, name: p.name, email: p.email, token: newToken() });
    }
    await q.insertInvites(
      tx,
      invites.map((i) => ({ userId: i.userId, hash: hashToken(i.token) })),
      L.inviteDays,
    );
    const enrolments = await q.enrol(tx, tenantId, [...idOf.values()], body.course_ids);
    await q.fillOrder(
      tx,
      id,
      body.course_ids,
      people.map((p) => ({ userId: idOf.get(p.email)!, row: p.row, invited: madeIds.has(p.email) })),
      enrolments,
    );
    return id;
  });
  caller.log.info(
    { corporate_order_id: orderId, people: people.length, invited: invites.length },
    'corporate order imported',
  );
  await sendInvites(ctx, caller, body, invites);
  return get(ctx, caller, orderId);
}

/** The invitations, in the order's language, each with its own link to set a password. */
async function sendInvites(
  ctx: CorporateContext,
  caller: SignedInCaller,
  body: CorporateBody,
  invites: { userId: number; name: string; email: string; token: string }[],
) {
  if (invites.length === 0) return;
  const origin = ctx.siteOrigin(caller.tenant);
  const brand = mailBrand(caller.tenant, origin);
  const titles = new Map(
    (await q.companyCourses(ctx.sql, caller.tenant.id, body.language)).map((c) => [c.id, c.title]),
  );
  const courses = body.course_ids.map((id) => titles.get(id) ?? '');
  for (const invite of invites) {
    const mail = renderMail('corporate_invite', {
      lang: body.language,
      brand,
      data: {
        name: invite.name,
        courses,
        link: `${origin}/reset-password?token=${invite.token}`,
        days: L.inviteDays,
      },
    });
    try {
      await ctx.messenger.send(
        { tenantId: caller.tenant.id, channel: 'email', to: invite.email, ...mail },
        caller.log,
      );
    } catch (error) {
      // The enrolment stands; the person can still ask for a reset link on the site.
      caller.log.error({ err: error, user_id: invite.userId }, 'corporate invitation not sent');
    }
  }
}

function orderOf(row: q.OrderRow): CorporateOrder {
  return {
    id: row.id,
    client_name: row.client_name,
    invoice_number: row.invoice_number,
    language: row.language,
    people: row.people,
    invited: row.invited,
    enrolments: row.enrolments,
    courses: row.courses,
    created_by: row.created_by,
    created_at: iso(row.created_at),
  };
}

export async function list(
  ctx: CorporateContext,
  caller: SignedInCaller,
  f: { q?: string | undefined; page: number },
) {
  const tenantId = adminOf(caller);
  const rows = await q.listOrders(ctx.sql, tenantId, caller.lang, { ...f, perPage: L.perPage });
  return { items: rows.map(orderOf), page: f.page, per_page: L.perPage, total: rows[0]?.total ?? 0 };
}

export async function get(ctx: CorporateContext, caller: SignedInCaller, id: number) {
  const row = await q.findOrder(ctx.sql, adminOf(caller), id, caller.lang);
  if (!row) throw missing();
  return orderOf(row);
}

/** Rows of people × courses grouped per person, in the file's order. */
function peopleOf(rows: q.CohortRow[]) {
  const people = new Map<number, CorporateCohort['people'][number]>();
  for (const r of rows) {
    let person = people.get(r.id);
    if (!person) {
      person = { id: r.id, name: r.name, email: r.email, invited: r.invited, courses: [] };
      people.set(r.id, person);
    }
    person.courses.push({
      course_id: r.course_id,
      progress: r.progress,
      completed_lessons: r.completed_lessons,
      lessons_count: r.lessons_count,
      completed_at: isoOrNull(r.completed_at),
      last_activity_at: isoOrNull(r.last_activity_at),
      enrolled: r.enrolled,
    });
  }
  return [...people.values()];
}

async function cohortFigures(ctx: CorporateContext, order: CorporateOrder) {
  const figures = new Map((await q.cohortCourses(ctx.sql, order.id)).map((c) => [c.id, c]));
  return order.courses.map((c) => ({
    ...c,
    people: figures.get(c.id)?.people ?? 0,
    completed: figures.get(c.id)?.completed ?? 0,
    average_progress: figures.get(c.id)?.average_progress ?? 0,
  }));
}

export async function cohort(
  ctx: CorporateContext,
  caller: SignedInCaller,
  id: number,
  query: { page: number },
): Promise<CorporateCohort> {
  const order = await get(ctx, caller, id);
  const perPage = L.cohortPerPage;
  const [courses, rows, company] = await Promise.all([
    cohortFigures(ctx, order),
    q.cohortPage(ctx.sql, id, caller.lang, {
      afterRow: 0,
      limit: perPage,
      offset: (query.page - 1) * perPage,
    }),
    q.companyLanguage(ctx.sql, caller.tenant.id),
  ]);
  return {
    order,
    time_zone: company.time_zone,
    courses,
    people: peopleOf(rows),
    page: query.page,
    per_page: perPage,
    total: order.people,
  };
}

const CSV_HEADER = [
  'name',
  'email',
  'course',
  'progress_percent',
  'completed_lessons',
  'lessons',
  'completed_at',
  'last_activity_at',
  'enrolled',
  'invitation',
];

/** A file name's part from the client's name: letters, digits and dashes. */
const slug = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, 40) || 'client';

/**
 * The cohort as CSV lines, one per person and course, a page of people at a time (queries.ts
 * exportCohort). The order is checked before the first line.
 */
export async function exportCohort(ctx: CorporateContext, caller: SignedInCaller, id: number) {
  const order = await get(ctx, caller, id);
  const pages = q.exportCohort(ctx.sql, id, caller.lang);
  async function* lines() {
    // A byte-order mark: spreadsheets then read the names as UTF-8.
    yield `\uFEFF${csvLine(CSV_HEADER)}`;
    for await (const rows of pages)
      yield rows
        .map((r) =>
          csvLine([
            r.name,
            r.email,
            r.course_title,
            r.progress,
            r.completed_lessons,
            r.lessons_count,
            r.completed_at && new Date(r.completed_at).toISOString(),
            r.last_activity_at && new Date(r.last_activity_at).toISOString(),
            r.enrolled ? 'yes' : 'no',
            r.invited ? 'pending' : 'accepted',
          ]),
        )
        .join('');
  }
  return { filename: `cohort-${slug(order.client_name)}-${order.id}.csv`, lines: lines() };
}

/** The cohort's progress report as a PDF in `lang` (the company's language unless asked). */
export async function reportPdf(
  ctx: CorporateContext,
  caller: SignedInCaller,
  id: number,
  lang: Locale | undefined,
) {
  const tenantId = adminOf(caller);
  await ctx.limiter.check([[limits.reportAdmin, String(caller.user.id)]]);
  const brand = await q.brandOf(ctx.sql, tenantId);
  const language = lang ?? localeSchema.catch('en').parse(brand.default_locale);
  const row = await q.findOrder(ctx.sql, tenantId, id, language);
  if (!row) throw missing();
  const order = orderOf(row);
  const [courses, rows] = await Promise.all([
    cohortFigures(ctx, order),
    q.cohortPage(ctx.sql, id, language, { afterRow: 0, limit: L.maxRows, offset: 0 }),
  ]);
  const titles = new Map(courses.map((c) => [c.id, c.title]));
  const date = (value: string | null) => (value ? new Date(value) : null);
  const input: CohortDocument = {
    lang: language,
    company: {
      name: brand.company_name,
      address: brand.address,
      supportEmail: brand.support_email,
      primaryColor: brand.primary_color,
      logo:
        brand.logo_bytes && brand.logo_type && /^image\/(png|jpeg)$/.test(brand.logo_type)
          ? { bytes: Buffer.from(brand.logo_bytes), contentType: brand.logo_type }
          : null,
      timeZone: brand.time_zone,
    },
    clientName: order.client_name,
    invoiceNumber: order.invoice_number,
    orderedAt: new Date(order.created_at),
    generatedAt: new Date(),
    courses: courses.map((c) => ({
      title: c.title,
      people: c.people,
      completed: c.completed,
      averageProgress: c.average_progress,
    })),
    people: peopleOf(rows).map((p) => ({
      name: p.name,
      email: p.email,
      courses: p.courses.map((c) => ({
        title: titles.get(c.course_id) ?? '',
        progress: c.progress,
        completedAt: date(c.completed_at),
        lastActivityAt: date(c.last_activity_at),
      })),
    })),
  };
  const pdf = await ctx.pdf.render('cohort', input, String(caller.user.id));
  return { pdf, filename: `progress-${slug(order.client_name)}-${order.id}.pdf` };
}
