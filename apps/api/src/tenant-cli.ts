import { resolve } from 'node:path';
import { minorDigits, toMajor } from '@app/contract/commerce/money';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from './db/client.ts';
import { DataDirInUse } from './db/pglite-lock.ts';
import { prepareDatabase } from './db/prepare.ts';
import { loadEnv } from './env.ts';
import { FolderInvalid, loadTenantFolder } from './modules/tenant/admin/folder.ts';
import {
  addTenant,
  folderConflicts,
  listTenantPayments,
  listTenants,
  removeTenantDomain,
  setUserRole,
  setTenantDomain,
  setTenantStatus,
  TenantCommandError,
} from './modules/tenant/admin/service.ts';

/**
 * `npm run tenant -- <command>`: the operator's tenant command (docs/tenant-folder.md). It works
 * on the database the server uses (DATABASE_URL, else PGlite in DATA_DIR) after bringing it up to
 * date as the server would. The work itself is in modules/tenant/admin.
 */
const usage = `usage: npm run tenant -- <command>
  add <folder>                            add a company from a folder (docs/tenant-folder.md)
  list                                    list the companies, their status and domains
  suspend <slug>                          suspend a company: its site answers 409 and shows nothing
  resume <slug>                           make a suspended company active again
  set-domain <slug> <host> [--primary]    add a domain, or make one the primary (mail links) domain
  remove-domain <slug> <host>             remove a domain (not the primary one)
  set-role <slug> <email> <role>          make a user a consumer or a contributor (an audit event)
  payments <slug> [--needs-refund]        the last 50 payments, or every payment still to be refunded`;

const LIVE = 'Running servers pick the change up within 5 seconds.';

const [command, ...rest] = process.argv.slice(2);
const flags = new Set(rest.filter((a) => a.startsWith('--')));
const args = rest.filter((a) => !a.startsWith('--'));
const arity: Record<string, number> = {
  add: 1,
  list: 0,
  suspend: 1,
  resume: 1,
  'set-domain': 2,
  'remove-domain': 2,
  'set-role': 3,
  payments: 1,
};
const FLAGS: Record<string, string[]> = { 'set-domain': ['--primary'], payments: ['--needs-refund'] };
const allowedFlags = FLAGS[command ?? ''] ?? [];
if (
  !command ||
  arity[command] === undefined ||
  args.length !== arity[command] ||
  [...flags].some((f) => !allowedFlags.includes(f))
) {
  console.error(usage);
  process.exit(2);
}

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

async function run(database: Database) {
  switch (command) {
    case 'add': {
      const started = Date.now();
      say(`Checking ${args[0]}…`);
      const folder = await loadTenantFolder(args[0]!, {
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
      return;
    }
    case 'list': {
      const rows = await listTenants(database);
      printTable([
        ['slug', 'status', 'company', 'courses', 'domains (primary first)'],
        ...rows.map((r) => [r.slug, r.status, r.companyName, String(r.courses), r.domains.join(', ')]),
      ]);
      return;
    }
    case 'payments': {
      const needsRefund = flags.has('--needs-refund');
      const rows = await listTenantPayments(database, args[0]!, needsRefund);
      if (rows.length === 0) {
        say(needsRefund ? 'No payment is waiting for a refund.' : 'No payments yet.');
        return;
      }
      printTable([
        [
          'order',
          'gateway order id',
          'gateway',
          'method',
          'status',
          'amount',
          'refund needed',
          'learner',
          'at',
        ],
        ...rows.map((r) => [
          r.order_number,
          r.gateway_order_id,
          r.gateway,
          r.method,
          r.status,
          `${toMajor(Number(r.amount_minor), r.currency).toFixed(minorDigits(r.currency))} ${r.currency}`,
          r.needs_refund_reason ?? '',
          r.email,
          new Date(r.needs_refund_at ?? r.created_at).toISOString().slice(0, 16).replace('T', ' '),
        ]),
      ]);
      if (needsRefund) say(`${rows.length} payment(s) to refund through the gateway.`);
      return;
    }
    case 'suspend':
    case 'resume': {
      const status = command === 'suspend' ? 'suspended' : 'active';
      const { changed } = await setTenantStatus(database, args[0]!, status);
      say(changed ? `${args[0]} is now ${status}. ${LIVE}` : `${args[0]} was already ${status}.`);
      return;
    }
    case 'set-domain': {
      const result = await setTenantDomain(database, args[0]!, args[1]!, flags.has('--primary'));
      say(
        `${result.host} ${result.added ? 'now serves' : 'already served'} ${args[0]}` +
          `${result.primary ? ', as its primary domain' : ''}. ${LIVE}`,
      );
      return;
    }
    case 'remove-domain': {
      const { host } = await removeTenantDomain(database, args[0]!, args[1]!);
      say(`${host} no longer serves ${args[0]}. ${LIVE}`);
      return;
    }
    case 'set-role': {
      const { changed } = await setUserRole(database, args[0]!, args[1]!, args[2]!);
      say(
        changed
          ? `${args[1]} is now a ${args[2]} of ${args[0]}; it applies from their next login.`
          : `${args[1]} was already a ${args[2]}.`,
      );
      return;
    }
  }
}

let database: Database | undefined;
try {
  const env = loadEnv();
  // DATA_DIR is relative to apps/api, as for the server (npm start runs it there); the folder
  // argument is relative to where the command was typed (scripts/tenant.mjs runs us there).
  const apiRoot = fileURLToPath(new URL('..', import.meta.url));
  database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: resolve(apiRoot, env.DATA_DIR),
    poolSize: 2,
  });
  await prepareDatabase(database, { seedDemo: env.SEED_DEMO });
  await run(database);
} catch (error) {
  if (error instanceof DataDirInUse) {
    console.error(
      `${error.message}\nOn PGlite the tenant command runs while the server is stopped: stop it, run the command, ` +
        'then start the server again. On PostgreSQL (DATABASE_URL) it runs beside live servers.',
    );
  } else if (error instanceof FolderInvalid || error instanceof TenantCommandError) {
    console.error(error.message);
  } else {
    // Never a stack trace for the operator; the message says what went wrong.
    console.error(`tenant ${command} failed: ${(error as Error).message}`);
  }
  process.exitCode = 1;
} finally {
  await database?.close();
}
