// `npm run tenant -- <command>`: the operator's tenant command (docs/tenant-folder.md). Builds the
// API when it is missing or older than its sources, as `npm start` does, then runs
// apps/api/dist/tenant-cli.js in the folder the command was typed in, so a folder argument is
// relative to it.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildIfStale, root } from './build-stale.mjs';

buildIfStale(['api']);

const cli = spawn(
  process.execPath,
  ['--enable-source-maps', join(root, 'apps/api/dist/tenant-cli.js'), ...process.argv.slice(2)],
  // npm runs scripts in the repository root and keeps the caller's folder in INIT_CWD.
  { cwd: process.env.INIT_CWD ?? process.cwd(), stdio: 'inherit' },
);
cli.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
