import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  categories,
  contentItems,
  contentPages,
  courseSections,
  courses,
  lessons,
  mentors,
  tenantDomains,
  tenants,
  users,
} from '../../db/schema/index.ts';

/** Data access of the operator's tenant command (service.ts); every call takes the transaction. */

export async function tenantBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({ id: tenants.id, slug: tenants.slug, status: tenants.status, primaryHost: tenants.primaryHost })
    .from(tenants)
    .where(eq(tenants.slug, slug))
    .limit(1);
  return row ?? null;
}

export async function allSlugs(db: Db): Promise<string[]> {
  const rows = await db.select({ slug: tenants.slug }).from(tenants).orderBy(asc(tenants.slug));
  return rows.map((r) => r.slug);
}

/** Which of `hosts` already belong to a tenant, and to which. */
export async function domainOwners(db: Db, hosts: string[]) {
  if (hosts.length === 0) return [];
  return db
    .select({ host: tenantDomains.host, slug: tenants.slug, tenantId: tenants.id })
    .from(tenantDomains)
    .innerJoin(tenants, eq(tenants.id, tenantDomains.tenantId))
    .where(inArray(tenantDomains.host, hosts));
}

export async function insertTenant(db: Db, values: typeof tenants.$inferInsert): Promise<number> {
  const [row] = await db.insert(tenants).values(values).returning({ id: tenants.id });
  return row!.id;
}

export async function insertDomains(db: Db, tenantId: number, hosts: string[]) {
  await db.insert(tenantDomains).values(hosts.map((host) => ({ host, tenantId })));
}

export async function deleteDomain(db: Db, tenantId: number, host: string) {
  await db
    .delete(tenantDomains)
    .where(and(eq(tenantDomains.tenantId, tenantId), eq(tenantDomains.host, host)));
}

export async function updateTenant(db: Db, tenantId: number, values: Partial<typeof tenants.$inferInsert>) {
  await db.update(tenants).set(values).where(eq(tenants.id, tenantId));
}

export async function insertContentItems(db: Db, rows: (typeof contentItems.$inferInsert)[]) {
  if (rows.length) await db.insert(contentItems).values(rows);
}

export async function insertPages(db: Db, rows: (typeof contentPages.$inferInsert)[]) {
  if (rows.length) await db.insert(contentPages).values(rows);
}

export async function insertCategories(db: Db, rows: (typeof categories.$inferInsert)[]) {
  if (!rows.length) return [];
  return db.insert(categories).values(rows).returning({ id: categories.id, slug: categories.slug });
}

export async function insertMentors(db: Db, rows: (typeof mentors.$inferInsert)[]) {
  if (!rows.length) return [];
  return db.insert(mentors).values(rows).returning({ id: mentors.id });
}

/** One statement, so the catalogue triggers (category counts, search words) run once. */
export async function insertCourses(db: Db, rows: (typeof courses.$inferInsert)[]) {
  if (!rows.length) return [];
  return db.insert(courses).values(rows).returning({ id: courses.id, slug: courses.slug });
}

export async function insertSections(db: Db, rows: (typeof courseSections.$inferInsert)[]) {
  if (!rows.length) return [];
  return db.insert(courseSections).values(rows).returning({
    id: courseSections.id,
    courseId: courseSections.courseId,
    position: courseSections.position,
  });
}

export async function insertLessons(db: Db, rows: (typeof lessons.$inferInsert)[]) {
  if (rows.length) await db.insert(lessons).values(rows);
}

/** Every tenant with its domains (primary first) and course count, by slug. */
export async function listTenants(db: Db) {
  // Raw SQL: the correlated subqueries need the outer table named explicitly.
  const result = await db.execute(sql`
    SELECT t.slug, t.status, t.company_name AS "companyName", t.primary_host AS "primaryHost",
           coalesce((SELECT array_agg(d.host ORDER BY d.host <> t.primary_host, d.host)
                       FROM tenant_domains d WHERE d.tenant_id = t.id), '{}') AS domains,
           (SELECT count(*)::int FROM courses c WHERE c.tenant_id = t.id) AS courses
      FROM tenants t ORDER BY t.slug`);
  return (result as unknown as { rows: TenantListRow[] }).rows;
}

export interface TenantListRow {
  slug: string;
  status: 'active' | 'suspended';
  companyName: string;
  primaryHost: string;
  domains: string[];
  courses: number;
}

/** A company's user by email (any case). */
export async function userByEmail(db: Db, tenantId: number, email: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), sql`lower(${users.email}) = lower(${email})`))
    .limit(1);
  return row ?? null;
}

/** Sets a user's role and records the change as a security event (README "Security limits"). */
export async function updateUserRole(
  db: Db,
  tenantId: number,
  userId: number,
  from: string,
  to: 'consumer' | 'contributor',
) {
  await db.update(users).set({ role: to }).where(eq(users.id, userId));
  await db.execute(
    sql`INSERT INTO audit_events (tenant_id, user_id, event, detail)
        VALUES (${tenantId}, ${userId}, 'role_changed', ${JSON.stringify({ from, to, by: 'operator' })}::jsonb)`,
  );
}
