import type { Database, Db } from '../../../db/client.ts';
import type { Localized } from '../../../db/schema/index.ts';
import { readingMinutes } from '../../../db/seed/content-types.ts';
import { avatarSvg, sceneSvg } from '../../../db/seed/images.ts';
import { isWellFormedHost } from '../../../lib/host.ts';
import { mediaUrl, storeImage, storeMediaMany } from '../../../lib/media.ts';
import type { FolderIssue, TenantFolder } from './folder.ts';
import * as q from './queries.ts';
import { tenantPayments } from '../../commerce/payments/service.ts';

/**
 * The operator's tenant command (`npm run tenant`, docs/tenant-folder.md): add a company from a
 * checked folder (folder.ts), list companies, suspend and resume one, and add or remove its
 * domains. Each call is one transaction. Running servers see the change within 5 s, when their
 * tenant-by-host cache entry expires (plugins/tenant.ts), so nothing restarts.
 */

/** A refusal worded for the operator (unknown slug, a domain that is taken, ...). */
export class TenantCommandError extends Error {}

export interface AddedTenant {
  id: number;
  slug: string;
  domains: string[];
  counts: { images: number; pages: number; categories: number; mentors: number; courses: number };
}

/** Unique-constraint violations that a concurrent command could still cause, in plain words. */
function explainConflict(error: unknown): never {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  if (code === '23505') {
    if (constraint === 'tenant_domains_pkey')
      throw new TenantCommandError('One of the domains already belongs to a company.');
    if (constraint === 'tenants_slug_key')
      throw new TenantCommandError('A company with this slug already exists.');
  }
  throw error;
}

async function inTransaction<T>(database: Database, fn: (db: Db) => Promise<T>): Promise<T> {
  try {
    return await database.db.transaction((tx) => fn(tx as unknown as Db));
  } catch (error) {
    if (error instanceof TenantCommandError) throw error;
    return explainConflict(error);
  }
}

async function requireTenant(db: Db, slug: string) {
  const tenant = await q.tenantBySlug(db, slug);
  if (!tenant) {
    const known = await q.allSlugs(db);
    throw new TenantCommandError(
      `No company has the slug "${slug}". Known slugs: ${known.join(', ') || 'none'}.`,
    );
  }
  return tenant;
}

/** A host as tenant_domains stores it: lower case, no trailing dot, no port. */
export function normalizeHost(value: string): string {
  const host = value.trim().toLowerCase().replace(/\.$/, '');
  if (!isWellFormedHost(host) || /:\d+$/.test(host) || host.startsWith('[')) {
    throw new TenantCommandError(
      `"${value}" is not a host name; give one like skills.example.com (no scheme, path or port).`,
    );
  }
  return host;
}

const contactLabels = {
  email: { en: 'Email', id: 'Email', ms: 'E-mel' },
  phone: { en: 'Phone', id: 'Telepon', ms: 'Telefon' },
  address: { en: 'Office', id: 'Kantor', ms: 'Pejabat' },
  hours: { en: 'Hours', id: 'Jam layanan', ms: 'Waktu operasi' },
} satisfies Record<string, Localized>;

/** A slug or domain of the folder that is taken already, as problems of tenant.json. */
export async function folderConflicts(
  database: Database,
  tenant: TenantFolder['tenant'],
): Promise<FolderIssue[]> {
  const issues: FolderIssue[] = [];
  if (await q.tenantBySlug(database.db, tenant.slug)) {
    issues.push({
      file: 'tenant.json',
      where: 'slug',
      message: `a company with the slug "${tenant.slug}" already exists`,
    });
  }
  const owners = await q.domainOwners(database.db, tenant.domains);
  owners.sort((a, b) => tenant.domains.indexOf(a.host) - tenant.domains.indexOf(b.host));
  for (const owner of owners) {
    const at = tenant.domains.indexOf(owner.host);
    issues.push({
      file: 'tenant.json',
      where: `domains[${at}]`,
      message: `"${owner.host}" already belongs to the company "${owner.slug}"`,
    });
  }
  return issues;
}

/**
 * Adds the company of a checked folder: media, the tenant and its domains, home content, FAQ,
 * articles, pages and the catalogue, all in one transaction, so a failure leaves nothing behind.
 * A slug or domain that already exists is refused before anything is written.
 */
export async function addTenant(database: Database, folder: TenantFolder): Promise<AddedTenant> {
  const t = folder.tenant;
  return inTransaction(database, async (db) => {
    if (await q.tenantBySlug(db, t.slug)) {
      throw new TenantCommandError(`A company with the slug "${t.slug}" already exists (tenant.json slug).`);
    }
    const taken = await q.domainOwners(db, t.domains);
    if (taken.length > 0) {
      throw new TenantCommandError(
        `${taken.map((d) => `Domain "${d.host}" already belongs to the company "${d.slug}"`).join('; ')} (tenant.json domains).`,
      );
    }

    const id = await q.insertTenant(db, {
      slug: t.slug,
      primaryHost: t.domains[0]!,
      status: t.status,
      companyName: t.companyName,
      tagline: t.tagline,
      supportEmail: t.supportEmail,
      supportPhone: t.supportPhone,
      address: t.address,
      contributorUrl: t.contributorUrl,
      social: t.social,
      contactList: [
        { type: 'email' as const, label: contactLabels.email, value: t.supportEmail },
        ...(t.supportPhone
          ? [{ type: 'phone' as const, label: contactLabels.phone, value: t.supportPhone }]
          : []),
        ...(t.address ? [{ type: 'address' as const, label: contactLabels.address, value: t.address }] : []),
        ...(t.hours ? [{ type: 'hours' as const, label: contactLabels.hours, value: t.hours }] : []),
      ],
      primaryColor: t.colors.primary,
      backgroundColor: t.colors.background,
      accentColor: t.colors.accent,
      textColor: t.colors.text,
      singularName: t.singularName,
      pluralName: t.pluralName,
      currency: t.currency,
      defaultLocale: t.defaultLocale,
      taxRate: String(t.taxRate),
      payment: t.payment,
    });
    await q.insertDomains(db, id, t.domains);

    // The folder's images, each stored once however often it is named.
    const mediaIds = new Map<string, string>();
    for (const [name, image] of folder.images) mediaIds.set(name, await storeImage(db, id, image));
    const url = (name: string | null) => (name ? mediaUrl(mediaIds.get(name)) : '');

    // Pictures the folder may leave out are drawn in the company's colours, as the demo's are.
    const { primary, accent } = t.colors;
    const categoryColor = new Map(folder.catalog.categories.map((c) => [c.slug, c.color]));
    const drawn: { key: string; svg: string }[] = [];
    if (!t.banner)
      drawn.push({
        key: 'banner',
        svg: sceneSvg({ w: 720, h: 960, from: primary, to: accent, seed: id * 7 }),
      });
    folder.catalog.courses.forEach((c, i) => {
      if (!c.image) {
        const from = categoryColor.get(c.category) ?? primary;
        drawn.push({
          key: `course:${c.slug}`,
          svg: sceneSvg({ w: 640, h: 360, from, to: accent, seed: id * 1000 + i }),
        });
      }
    });
    folder.catalog.mentors.forEach((m) => {
      if (!m.photo) drawn.push({ key: `mentor:${m.key}`, svg: avatarSvg(m.name, primary) });
    });
    folder.home.testimonies.forEach((x, i) => {
      if (!x.photo) drawn.push({ key: `testimony:${i}`, svg: avatarSvg(x.name, i % 2 ? accent : primary) });
    });
    const drawnIds = await storeMediaMany(
      db,
      drawn.map((d) => ({ tenantId: id, contentType: 'image/svg+xml', bytes: Buffer.from(d.svg, 'utf8') })),
    );
    const drawnId = new Map(drawn.map((d, i) => [d.key, drawnIds[i]!]));

    await q.updateTenant(db, id, {
      logoMediaId: mediaIds.get(t.logo)!,
      faviconMediaId: mediaIds.get(t.favicon)!,
      loginBannerMediaId: t.banner ? mediaIds.get(t.banner)! : drawnId.get('banner')!,
    });

    // Home content, FAQ and articles: the rows the public content calls read (tenant/queries.ts).
    const { banners, features, testimonies, programmes } = folder.home;
    const item = (
      kind: 'banner' | 'feature' | 'testimony' | 'programme' | 'faq',
      list: Record<string, unknown>[],
    ) => list.map((data, position) => ({ tenantId: id, kind, position, data }));
    await q.insertContentItems(db, [
      ...item(
        'banner',
        banners.map((b) => ({
          title: b.title,
          subtitle: b.subtitle,
          image: url(b.image),
          cta_label: b.ctaLabel,
          cta_url: b.ctaUrl,
          body: b.body,
        })),
      ),
      ...item(
        'feature',
        features.map((f) => ({ title: f.title, description: f.description, icon: f.icon })),
      ),
      ...item(
        'testimony',
        testimonies.map((x, i) => ({
          name: x.name,
          role: x.role,
          quote: x.quote,
          photo: x.photo ? url(x.photo) : mediaUrl(drawnId.get(`testimony:${i}`)),
          rating: x.rating,
        })),
      ),
      ...item(
        'programme',
        programmes.map((p) => ({
          title: p.title,
          summary: p.summary,
          image: url(p.image),
          duration: p.duration,
          level: p.level,
          body: p.body,
        })),
      ),
      ...item(
        'faq',
        folder.faq.map((f) => ({ category: f.category, question: f.question, answer: f.answer })),
      ),
      ...folder.articles.map((a, position) => ({
        tenantId: id,
        kind: 'article' as const,
        position,
        slug: a.slug,
        publishedAt: a.publishedAt,
        updatedAt: a.publishedAt,
        data: {
          title: a.title,
          excerpt: a.excerpt,
          image: url(a.image),
          author: a.author,
          reading_minutes: readingMinutes(a.body),
          body: a.body,
        },
      })),
    ]);
    await q.insertPages(
      db,
      folder.pages.map((p) => ({
        tenantId: id,
        key: p.key,
        updatedAt: p.updatedAt,
        data: {
          title: p.title,
          summary: p.summary,
          image: p.image ? url(p.image) : null,
          body: p.body,
          ...(p.sections
            ? { sections: p.sections.map((s, i) => ({ id: i + 1, title: s.title, body: s.body })) }
            : {}),
        },
      })),
    );

    // The catalogue, one statement per table (the course triggers then run once).
    const { categories, mentors, courses } = folder.catalog;
    const categoryRows = await q.insertCategories(
      db,
      categories.map((c, position) => ({
        tenantId: id,
        slug: c.slug,
        nameEn: c.name[0],
        nameId: c.name[1],
        descriptionEn: c.description[0],
        descriptionId: c.description[1],
        icon: c.icon,
        color: c.color,
        position,
      })),
    );
    const categoryId = new Map(categoryRows.map((c) => [c.slug, c.id]));
    const mentorRows = await q.insertMentors(
      db,
      mentors.map((m, position) => ({
        tenantId: id,
        name: m.name,
        photoMediaId: m.photo ? mediaIds.get(m.photo)! : drawnId.get(`mentor:${m.key}`)!,
        headlineEn: m.headline[0],
        headlineId: m.headline[1],
        bioEn: m.bio[0],
        bioId: m.bio[1],
        position,
      })),
    );
    const mentorId = new Map(mentors.map((m, i) => [m.key, mentorRows[i]!.id]));
    const now = Date.now();
    const courseRows = await q.insertCourses(
      db,
      courses.map((c, i) => ({
        tenantId: id,
        slug: c.slug,
        categoryId: categoryId.get(c.category)!,
        mentorId: mentorId.get(c.mentor)!,
        titleEn: c.title[0],
        titleId: c.title[1],
        subtitleEn: c.subtitle[0],
        subtitleId: c.subtitle[1],
        description: c.description,
        whatYouLearn: c.whatYouLearn,
        requirements: c.requirements,
        imageMediaId: c.image ? mediaIds.get(c.image)! : drawnId.get(`course:${c.slug}`)!,
        price: String(c.price),
        discountPrice: c.discountPrice === null ? null : String(c.discountPrice),
        level: c.level,
        language: c.language,
        isBootcamp: c.bootcamp,
        durationMinutes: c.durationMinutes,
        sectionsCount: c.sections.length,
        lessonsCount: c.sections.reduce((n, s) => n + s.lessons.length, 0),
        // The file's order is the "newest" order: the first course is the newest.
        publishedAt: new Date(now - i * 60_000),
      })),
    );
    const courseId = new Map(courseRows.map((c) => [c.slug, c.id]));
    const sectionRows = await q.insertSections(
      db,
      courses.flatMap((c) =>
        c.sections.map((s, k) => ({
          courseId: courseId.get(c.slug)!,
          position: k + 1,
          titleEn: s.title[0],
          titleId: s.title[1],
        })),
      ),
    );
    const sectionId = new Map(sectionRows.map((s) => [`${s.courseId}:${s.position}`, s.id]));
    await q.insertLessons(
      db,
      courses.flatMap((c) => {
        const course = courseId.get(c.slug)!;
        return c.sections.flatMap((s, k) =>
          s.lessons.map((l, position) => ({
            courseId: course,
            sectionId: sectionId.get(`${course}:${k + 1}`)!,
            position: position + 1,
            titleEn: l.title[0],
            titleId: l.title[1],
            type: l.type,
            durationMinutes: l.minutes,
            isPreview: l.preview,
            bodyEn: l.body[0],
            bodyId: l.body[1],
          })),
        );
      }),
    );

    return {
      id,
      slug: t.slug,
      domains: t.domains,
      counts: {
        images: folder.images.size,
        pages: folder.pages.length,
        categories: categories.length,
        mentors: mentors.length,
        courses: courses.length,
      },
    };
  });
}

export async function listTenants(database: Database) {
  return q.listTenants(database.db);
}

/** Suspends or resumes a company: a suspended one answers 409 and its site renders nothing (product §10). */
export async function setTenantStatus(database: Database, slug: string, status: 'active' | 'suspended') {
  return inTransaction(database, async (db) => {
    const tenant = await requireTenant(db, slug);
    if (tenant.status !== status) await q.updateTenant(db, tenant.id, { status });
    return { changed: tenant.status !== status };
  });
}

/**
 * Adds a domain to a company, or with `primary` makes it (new or already its own) the primary
 * domain that links in mails use (product §10). A domain of another company is refused.
 */
export async function setTenantDomain(database: Database, slug: string, hostInput: string, primary = false) {
  const host = normalizeHost(hostInput);
  return inTransaction(database, async (db) => {
    const tenant = await requireTenant(db, slug);
    const [owner] = await q.domainOwners(db, [host]);
    if (owner && owner.tenantId !== tenant.id) {
      throw new TenantCommandError(`Domain "${host}" already belongs to the company "${owner.slug}".`);
    }
    if (owner && !primary) throw new TenantCommandError(`"${host}" is already a domain of "${slug}".`);
    if (!owner) await q.insertDomains(db, tenant.id, [host]);
    if (primary && tenant.primaryHost !== host) await q.updateTenant(db, tenant.id, { primaryHost: host });
    return { host, added: !owner, primary: primary || tenant.primaryHost === host };
  });
}

/** Removes a domain from a company; never its primary domain (make another one primary first). */
export async function removeTenantDomain(database: Database, slug: string, hostInput: string) {
  const host = normalizeHost(hostInput);
  return inTransaction(database, async (db) => {
    const tenant = await requireTenant(db, slug);
    const [owner] = await q.domainOwners(db, [host]);
    if (!owner || owner.tenantId !== tenant.id)
      throw new TenantCommandError(`"${host}" is not a domain of "${slug}".`);
    if (tenant.primaryHost === host) {
      throw new TenantCommandError(
        `"${host}" is the primary domain of "${slug}"; make another domain primary first (set-domain ${slug} <host> --primary).`,
      );
    }
    await q.deleteDomain(db, tenant.id, host);
    return { host };
  });
}

export const USER_ROLES = ['consumer', 'contributor'] as const;

/**
 * Gives a company's user a role (product §6: a contributor also sees "Login As Contributor"). The
 * change is an audit event; the user sees it at their next login, when the role is stored.
 */
export async function setUserRole(database: Database, slug: string, email: string, role: string) {
  const valid = USER_ROLES.find((r) => r === role);
  if (!valid) throw new TenantCommandError(`The role must be one of: ${USER_ROLES.join(', ')}.`);
  return inTransaction(database, async (db) => {
    const tenant = await requireTenant(db, slug);
    const user = await q.userByEmail(db, tenant.id, email.trim());
    if (!user) throw new TenantCommandError(`"${slug}" has no user with the email "${email}".`);
    if (user.role !== valid) await q.updateUserRole(db, tenant.id, user.id, user.role, valid);
    return { changed: user.role !== valid };
  });
}

/** A company's payments for the operator: the latest, or those still to be refunded (docs/payments.md). */
export async function listTenantPayments(database: Database, slug: string, needsRefund: boolean) {
  const tenant = await requireTenant(database.db, slug);
  return tenantPayments(database.sql, tenant.id, { needsRefund, limit: needsRefund ? 10_000 : 50 });
}
