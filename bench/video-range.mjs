/**
 * Video range serving (issue 11 item 7). A 50 MB H.264 file, made at bench time by looping a demo
 * clip with ffmpeg (stream copy, a valid MP4), is put in local storage (DATA_DIR/files/<key>, the
 * disk layout of apps/api/src/lib/storage/local.ts) with its stored_files row, and served by the
 * built API (apps/api/dist: `npm run build -w apps/api` first) on PGlite through a signed link.
 * CLIENTS keep-alive clients then download it in CHUNK_MB range requests, each client reading the
 * whole file PASSES times from its own starting offset, on loopback; the total is MB/s of bodies.
 * One untimed pass first checks that the chunks put together are the file (sha256).
 *
 *   node --import tsx bench/video-range.mjs
 *   CLIENTS=8 CHUNK_MB=1 PASSES=4 SIZE_MB=50 node --import tsx bench/video-range.mjs
 *
 * tsx lets the bench sign links with the API's own signFileLink. Needs Debian's ffmpeg.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  createReadStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { signFileLink } from '../apps/api/src/modules/learning/files/links.ts';

const apiDir = fileURLToPath(new URL('../apps/api/', import.meta.url));
const PORT = Number(process.env.PORT ?? 3451);
const CLIENTS = Number(process.env.CLIENTS ?? 4);
const CHUNK = Number(process.env.CHUNK_MB ?? 1) * 1024 * 1024;
const PASSES = Number(process.env.PASSES ?? 3);
const SIZE = Number(process.env.SIZE_MB ?? 50) * 1024 * 1024;
const SECRET = 'bench-file-link-secret-0123456789abcdef';

const dataDir = mkdtempSync(join(tmpdir(), 'video-range-'));
const serverEnv = {
  ...process.env,
  NODE_ENV: 'production',
  SEED_DEMO: 'true',
  HOST: '127.0.0.1',
  PORT: String(PORT),
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  FILE_LINK_SECRET: SECRET,
};
delete serverEnv.DATABASE_URL;
delete serverEnv.S3_BUCKET;

async function startServer() {
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: apiDir,
    env: serverEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code) => {
    if (code) {
      console.error(`server exited with ${code}`);
      process.exit(1);
    }
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/readyz`)).status === 200) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}
async function stopServer(child) {
  child.removeAllListeners('exit');
  const stopped = new Promise((r) => child.on('exit', r));
  child.kill('SIGTERM');
  await stopped;
}
const sha256File = (path) =>
  new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (c) => hash.update(c))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject);
  });

try {
  // 1. Migrate and seed the demo data, then stop: PGlite is one process's database.
  await stopServer(await startServer());

  // 2. The 50 MB video, in local storage under its content key.
  const clip = join(apiDir, 'src/db/seed/learning-media/clip-4.mp4');
  const loops = Math.ceil(SIZE / statSync(clip).size) - 1;
  const made = join(dataDir, 'bench.mp4');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-stream_loop',
    String(loops),
    '-i',
    clip,
    '-c',
    'copy',
    '-movflags',
    '+faststart',
    made,
  ]);
  const size = statSync(made).size;
  const sha = await sha256File(made);
  const key = `${sha.slice(0, 2)}/${sha}.mp4`;
  mkdirSync(join(dataDir, 'files', sha.slice(0, 2)), { recursive: true });
  renameSync(made, join(dataDir, 'files', key));

  const db = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent } });
  const {
    rows: [row],
  } = await db.query(
    `INSERT INTO stored_files (tenant_id, storage_key, content_type, byte_size, sha256, duration_ms)
     SELECT id, $1, 'video/mp4', $2, $3, $4 FROM tenants WHERE slug = 'cendekia' RETURNING id, tenant_id`,
    [key, size, sha, (loops + 1) * 36_000],
  );
  // A seeded demo clip too: it must be served from the built tree (dist/learning-media).
  const {
    rows: [demo],
  } = await db.query(
    `SELECT f.id, f.byte_size::int AS size FROM lessons l JOIN stored_files f ON f.id = l.file_id
      WHERE l.type = 'video' AND f.tenant_id = $1 ORDER BY l.id LIMIT 1`,
    [row.tenant_id],
  );
  await db.close();
  const path = signFileLink({ secret: SECRET, tenantId: row.tenant_id, userId: null, fileId: row.id });
  const demoPath = signFileLink({ secret: SECRET, tenantId: row.tenant_id, userId: null, fileId: demo.id });

  // 3. Serve it and download it in ranges.
  const server = await startServer();
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  const rangeGet = (start, end, onData) =>
    new Promise((resolve, reject) => {
      const req = http.get(
        {
          host: '127.0.0.1',
          port: PORT,
          path,
          agent,
          headers: { host: 'localhost', range: `bytes=${start}-${end}` },
        },
        (res) => {
          if (res.statusCode !== 206) reject(new Error(`status ${res.statusCode}`));
          let n = 0;
          res.on('data', (c) => {
            n += c.length;
            onData?.(c);
          });
          res.on('end', () => (n === end - start + 1 ? resolve(n) : reject(new Error(`short body ${n}`))));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
    });
  const demoRes = await fetch(`http://127.0.0.1:${PORT}${demoPath}`, { headers: { range: 'bytes=4-7' } });
  const demoBytes = Buffer.from(await demoRes.arrayBuffer()).toString('latin1');
  if (
    demoRes.status !== 206 ||
    demoBytes !== 'ftyp' ||
    !demoRes.headers.get('content-range')?.endsWith(`/${demo.size}`)
  ) {
    throw new Error(`demo clip not served: ${demoRes.status} ${demoBytes}`);
  }
  const chunks = Math.ceil(size / CHUNK);
  const chunk = (i) => [i * CHUNK, Math.min(size, (i + 1) * CHUNK) - 1];

  // Untimed: the chunks together are the file.
  const hash = createHash('sha256');
  for (let i = 0; i < chunks; i++) await rangeGet(...chunk(i), (c) => hash.update(c));
  if (hash.digest('hex') !== sha) throw new Error('ranges do not add up to the file');

  // CPU seconds of the server process (utime + stime from /proc, in clock ticks of 1/100 s): the
  // figure that does not depend on how busy the shared machine is.
  const serverCpu = () => {
    const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  };
  const serverBefore = serverCpu();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let bytes = 0;
  let requests = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, c) => {
      // Each client starts elsewhere in the file, as viewers seeking would.
      const offset = Math.floor((c * chunks) / CLIENTS);
      for (let p = 0; p < PASSES; p++) {
        for (let i = 0; i < chunks; i++) {
          const n = await rangeGet(...chunk((offset + i) % chunks));
          bytes += n;
          requests++;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const serverSeconds = serverCpu() - serverBefore;
  await stopServer(server);
  agent.destroy();
  const mb = bytes / 1024 / 1024;
  console.log(
    JSON.stringify(
      {
        file_mb: +(size / 1024 / 1024).toFixed(1),
        clients: CLIENTS,
        chunk_mb: CHUNK / 1024 / 1024,
        requests,
        downloaded_mb: +mb.toFixed(0),
        seconds: +seconds.toFixed(2),
        mb_per_s: +(mb / seconds).toFixed(0),
        requests_per_s: +(requests / seconds).toFixed(0),
        client_cpu_s: +((cpu.user + cpu.system) / 1e6).toFixed(2),
        server_cpu_s: +serverSeconds.toFixed(2),
        mb_per_server_cpu_s: +(mb / serverSeconds).toFixed(0),
        load_average: loadavg().map((l) => +l.toFixed(2)),
      },
      null,
      2,
    ),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
