import type { Database, Db } from '../../db/client.ts';
import { isWellFormedHost } from '../../lib/host.ts';
import { tenantPayments } from '../../modules/commerce/payments/service.ts';
import type { FolderIssue } from './folder/issues.ts';
import type { TenantFolder } from './folder/types.ts';
import * as q from './queries.ts';
import { inTransaction, TenantCommandError } from './transaction.ts';

/**
 * The operator's tenant command (`npm run tenant`, docs/tenant-folder.md) apart from `add`
 * (add.ts): list companies, suspend and resume one, add or remove its domains, set a user's role,
 * list its payments. Each change is one transaction. Running servers see it within 5 s, when
 * their tenant-by-host cache entry expires (plugins/tenant.ts), so nothing restarts.
 */

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

/**
 * Makes a new host the company's studio (docs/product.md "The studio"): the contributor site, not
 * a learners' domain. A company has one; to move it, remove the old one first.
 */
export async function setStudioDomain(database: Database, slug: string, hostInput: string) {
  const host = normalizeHost(hostInput);
  return inTransaction(database, async (db) => {
    const tenant = await requireTenant(db, slug);
    const [owner] = await q.domainOwners(db, [host]);
    if (owner && owner.tenantId !== tenant.id) {
      throw new TenantCommandError(`Domain "${host}" already belongs to the company "${owner.slug}".`);
    }
    const current = await q.studioDomainOf(db, tenant.id);
    if (current === host) return { host, added: false };
    if (owner) {
      throw new TenantCommandError(
        `"${host}" is one of the learners' domains of "${slug}"; a studio needs a host of its own.`,
      );
    }
    if (current) {
      throw new TenantCommandError(
        `"${slug}" already has its studio at "${current}"; remove it first (remove-domain ${slug} ${current}).`,
      );
    }
    await q.insertDomains(db, tenant.id, [host], { studio: true });
    return { host, added: true };
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

export const USER_ROLES = ['consumer', 'contributor', 'admin'] as const;

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

/**
 * The company settings `set` changes, by their tenant.json name: each a yes/no switch for now.
 * `public_course_pages`: visitors see its course pages without a login, rendered for search
 * engines and listed in its sitemap (docs/product.md §2, §17).
 */
export const TENANT_SETTINGS = { public_course_pages: 'publicCoursePages' } as const;
export type TenantSetting = keyof typeof TENANT_SETTINGS;

const SWITCH_VALUES: Record<string, boolean> = {
  true: true,
  on: true,
  yes: true,
  false: false,
  off: false,
  no: false,
};

/**
 * Changes one company setting from `name=value` as an operator types it
 * (`public_course_pages=true`); unknown names and values that are not yes or no are refused.
 */
export async function setTenantSetting(database: Database, slug: string, assignment: string) {
  const [name = '', text = ''] = assignment.split('=', 2).map((part) => part.trim());
  const key = Object.hasOwn(TENANT_SETTINGS, name) ? TENANT_SETTINGS[name as TenantSetting] : undefined;
  if (!key)
    throw new TenantCommandError(
      `"${name}" is not a setting the command changes; it changes ${Object.keys(TENANT_SETTINGS).join(', ')}.`,
    );
  const value = SWITCH_VALUES[text.toLowerCase()];
  if (value === undefined)
    throw new TenantCommandError(`${name} is true or false (on/off, yes/no), not "${text}".`);
  return inTransaction(database, async (db) => {
    const tenant = await requireTenant(db, slug);
    const changed = tenant[key] !== value;
    if (changed) await q.updateTenant(db, tenant.id, { [key]: value });
    return { name: name as TenantSetting, value, changed };
  });
}
