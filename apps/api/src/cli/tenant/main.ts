import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from '../../db/client.ts';
import { DataDirInUse } from '../../db/pglite-lock.ts';
import { prepareDatabase } from '../../db/prepare.ts';
import { loadEnv } from '../../env.ts';
import { commands, usage } from './commands.ts';
import { FolderInvalid } from './folder/issues.ts';
import { TenantCommandError } from './transaction.ts';

/**
 * `npm run tenant -- <command>`: the operator's tenant command (docs/tenant-folder.md), built to
 * apps/api/dist/tenant-cli.js. It works on the database the server uses (DATABASE_URL, else
 * PGlite in DATA_DIR) after bringing it up to date as the server would. The commands are in
 * commands.ts; reading a folder in folder/, adding it in add.ts, the rest in operations.ts.
 */

const [name, ...rest] = process.argv.slice(2);
const flags = new Set(rest.filter((a) => a.startsWith('--')));
const args = rest.filter((a) => !a.startsWith('--'));
const command = name !== undefined && Object.hasOwn(commands, name) ? commands[name] : undefined;
if (!command || args.length !== command.arity || [...flags].some((f) => !command.flags?.includes(f))) {
  console.error(usage);
  process.exit(2);
}

/** apps/api: the nearest folder up with a package.json (dist/ when built, src/cli/tenant/ under tsx). */
function apiFolder(from: string): string {
  for (let dir = from; dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
  }
  return from;
}

let database: Database | undefined;
try {
  const env = loadEnv();
  // DATA_DIR is relative to apps/api, as for the server (npm start runs it there); the folder
  // argument is relative to where the command was typed (scripts/tenant.mjs runs us there).
  const apiRoot = apiFolder(dirname(fileURLToPath(import.meta.url)));
  database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: resolve(apiRoot, env.DATA_DIR),
    poolSize: 2,
  });
  await prepareDatabase(database, { seedDemo: env.SEED_DEMO });
  await command.run(database, { args, flags });
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
    console.error(`tenant ${name} failed: ${(error as Error).message}`);
  }
  process.exitCode = 1;
} finally {
  await database?.close();
}
