import { formatMinor } from '@app/contract/money';
import { TenantCommandError } from './transaction.ts';
import type { Database } from '../../db/client.ts';
import { addTenant } from './add.ts';
import { exportTenant, NOT_EXPORTED } from './export.ts';
import { loadTenantFolder } from './folder/load.ts';
import {
  folderConflicts,
  listTenantPayments,
  listTenants,
  removeTenantDomain,
  setStudioDomain,
  setTenantDomain,
  setTenantSetting,
  setTenantStatus,
  setUserRole,
} from './operations.ts';

/**
 * The commands of `npm run tenant` (main.ts parses the line): each does its work through
 * operations.ts or add.ts and prints the outcome for the operator.
 */

export const usage = `usage: npm run tenant -- <command>
  add <folder>                            add a company from a folder (docs/tenant-folder.md)
  export <slug> <folder>                  write a company as the folder add reads (a new or empty folder)
  list                                    list the companies, their status and domains
  suspend <slug>                          suspend a company: its site answers 409 and shows nothing
  resume <slug>                           make a suspended company active again
  set-domain <slug> <host> [--primary]    add a domain, or make one the primary (mail links) domain
  set-domain <slug> <host> --studio       give the company its studio (contributors' site) on this host
  remove-domain <slug> <host>             remove a domain (not the primary one)
  set-role <slug> <email> <role>          make a user a consumer, contributor or admin (an audit event)
  set <slug> <setting>=<value>            change a setting: public_course_pages=true|false
  payments <slug> [--needs-refund]        the last 50 payments, or every payment still to be refunded`;

export interface CommandLine {
  args: string[];
  flags: Set<string>;
}

interface Command {
  /** How many arguments it takes, flags apart. */
  arity: number;
  flags?: string[];
  run: (database: Database, line: CommandLine) => Promise<void>;
}

const LIVE = 'Running servers pick the change up within 5 seconds.';

const say = (text: string) => process.stdout.write(`${text}\n`);

/** Columns padded to their widest cell, the first row a header. */
function printTable(table: string[][]) {
  const widths = table[0]!.map((_, k) => Math.max(...table.map((row) => row[k]!.length)));
  for (const row of table)
    say(
      row
        .map((cell, k) => cell.padEnd(widths[k]!))
        .join('  ')
        .trimEnd(),
    );
}

async function add(database: Database, { args: [folderPath] }: CommandLine) {
  const started = Date.now();
  say(`Checking ${folderPath}…`);
  const folder = await loadTenantFolder(folderPath!, {
    conflicts: (tenant) => folderConflicts(database, tenant),
  });
  const added = await addTenant(database, folder);
  const c = added.counts;
  say(
    `Added ${folder.tenant.companyName} (${added.slug}) in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `${c.categories} categories, ${c.mentors} mentors, ${c.courses} courses, ${c.pages} pages, ${c.images} images.`,
  );
  say(`Domains: ${added.domains.map((d, i) => (i === 0 ? `${d} (primary)` : d)).join(', ')}`);
  say(database.kind === 'pglite' ? 'Start the server (npm start) to serve it.' : LIVE);
}

async function exportCommand(database: Database, { args: [slug, folderPath] }: CommandLine) {
  const done = await exportTenant(database, slug!, folderPath!);
  const c = done.counts;
  say(
    `Exported ${slug} to ${done.dir}: ${c.categories} categories, ${c.mentors} mentors, ${c.courses} courses, ` +
      `${c.vouchers} vouchers, ${c.pages} pages, ${c.images} images.`,
  );
  say(NOT_EXPORTED);
  say('Change the slug and domains in tenant.json before adding it where the company exists.');
}

async function list(database: Database) {
  const rows = await listTenants(database);
  printTable([
    ['slug', 'status', 'company', 'courses', 'domains (primary first)'],
    ...rows.map((r) => [r.slug, r.status, r.companyName, String(r.courses), r.domains.join(', ')]),
  ]);
}

async function payments(database: Database, { args: [slug], flags }: CommandLine) {
  const needsRefund = flags.has('--needs-refund');
  const rows = await listTenantPayments(database, slug!, needsRefund);
  if (rows.length === 0) {
    say(needsRefund ? 'No payment is waiting for a refund.' : 'No payments yet.');
    return;
  }
  printTable([
    ['order', 'gateway order id', 'gateway', 'method', 'status', 'amount', 'refund needed', 'learner', 'at'],
    ...rows.map((r) => [
      r.order_number,
      r.gateway_order_id,
      r.gateway,
      r.method,
      r.status,
      formatMinor(Number(r.amount_minor), r.currency, 'en'),
      r.needs_refund_reason ?? '',
      r.email,
      new Date(r.needs_refund_at ?? r.created_at).toISOString().slice(0, 16).replace('T', ' '),
    ]),
  ]);
  if (needsRefund) say(`${rows.length} payment(s) to refund through the gateway.`);
}

const setStatus =
  (status: 'active' | 'suspended') =>
  async (database: Database, { args: [slug] }: CommandLine) => {
    const { changed } = await setTenantStatus(database, slug!, status);
    say(changed ? `${slug} is now ${status}. ${LIVE}` : `${slug} was already ${status}.`);
  };

async function setDomain(database: Database, { args: [slug, host], flags }: CommandLine) {
  if (flags.has('--studio')) {
    if (flags.has('--primary')) throw new TenantCommandError('A studio host cannot be the primary domain.');
    const studio = await setStudioDomain(database, slug!, host!);
    say(`${studio.host} ${studio.added ? 'is now' : 'was already'} the studio of ${slug}. ${LIVE}`);
    return;
  }
  const result = await setTenantDomain(database, slug!, host!, flags.has('--primary'));
  say(
    `${result.host} ${result.added ? 'now serves' : 'already served'} ${slug}` +
      `${result.primary ? ', as its primary domain' : ''}. ${LIVE}`,
  );
}

async function removeDomain(database: Database, { args: [slug, hostInput] }: CommandLine) {
  const { host } = await removeTenantDomain(database, slug!, hostInput!);
  say(`${host} no longer serves ${slug}. ${LIVE}`);
}

async function setRole(database: Database, { args: [slug, email, role] }: CommandLine) {
  const { changed } = await setUserRole(database, slug!, email!, role!);
  say(
    changed
      ? `${email} is now a ${role} of ${slug}; it applies from their next login.`
      : `${email} was already a ${role}.`,
  );
}

async function setSetting(database: Database, { args: [slug, assignment] }: CommandLine) {
  const { name, value, changed } = await setTenantSetting(database, slug!, assignment!);
  say(changed ? `${name} of ${slug} is now ${value}. ${LIVE}` : `${name} of ${slug} was already ${value}.`);
}

export const commands: Record<string, Command> = {
  add: { arity: 1, run: add },
  export: { arity: 2, run: exportCommand },
  list: { arity: 0, run: list },
  suspend: { arity: 1, run: setStatus('suspended') },
  resume: { arity: 1, run: setStatus('active') },
  'set-domain': { arity: 2, flags: ['--primary', '--studio'], run: setDomain },
  'remove-domain': { arity: 2, run: removeDomain },
  'set-role': { arity: 3, run: setRole },
  set: { arity: 2, run: setSetting },
  payments: { arity: 1, flags: ['--needs-refund'], run: payments },
};
