/**
 * Studio videos (issue 24 item 4), against the built API (apps/api/dist: `npm run build -w
 * apps/api` first) on PGlite with the demo data, signed in to Cendekia's studio (studio.localhost) as
 * its demo contributor, by the hand-off the studio uses:
 *
 * 1. Upload: a SIZE_MB file (default 1024) through tus in one PATCH streamed from disk, against
 *    `cp` of the same file on the same disk in the same run; the server's RSS is sampled every
 *    100 ms during the upload. The file is random bytes, so the server refuses it once it has
 *    all of it (422 not_a_video, after ffprobe): the bytes still travel and land as a video's do.
 * 2. Transcoding: a CLIP_SECONDS (default 180) 1280×720 clip generated with ffmpeg (test pattern
 *    and a tone), uploaded and transcoded into the full ladder (240p–720p, MP4, poster); minutes
 *    of video per minute of wall clock, from the upload's end to `ready`.
 * 3. Latency: p99 of `GET /api/courses/get-course-list` (public, app_code), 4 connections for
 *    LOAD_SECONDS (default 15), idle and while the job runs.
 *
 *   node bench/video-studio.mjs
 *   SIZE_MB=256 CLIP_SECONDS=60 node bench/video-studio.mjs
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  createReadStream,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { send as sendTo, SITE_HOST as HOST, studioHeaders, studioSignIn } from './studio-session.mjs';
import { processCpuSeconds } from './support/api-server.mjs';

const apiDir = fileURLToPath(new URL('../apps/api/', import.meta.url));
const PORT = Number(process.env.PORT ?? 3331);
const SIZE = Number(process.env.SIZE_MB ?? 1024) * 1024 * 1024;
const CLIP_SECONDS = Number(process.env.CLIP_SECONDS ?? 180);
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 15);
const base = `http://127.0.0.1:${PORT}`;

// Benches may run in a data folder away from /tmp (a tmpfs would measure memory, not a disk).
const dataDir = mkdtempSync(join(process.env.BENCH_DIR ?? tmpdir(), 'video-studio-'));
const env = {
  ...process.env,
  NODE_ENV: 'production',
  SEED_DEMO: 'true',
  HOST: '127.0.0.1',
  PORT: String(PORT),
  DATA_DIR: join(dataDir, 'data'),
  LOG_LEVEL: 'warn',
  WEB_DIST: '',
  // The load below is one client's thousands of requests a second: not what the limits are for.
  RATE_LIMIT_MULTIPLIER: '1000',
};
delete env.DATABASE_URL;
delete env.S3_BUCKET;

const words = (text) => text.split(' ');

/** The npm-installed ffmpeg the server uses too (lib/video/binaries.ts), or FFMPEG_PATH. */
function ffmpegPath() {
  if (process.env.FFMPEG_PATH) return process.env.FFMPEG_PATH;
  return fileURLToPath(import.meta.resolve(`@ffmpeg-installer/${process.platform}-${process.arch}/ffmpeg`));
}

async function startServer() {
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: apiDir,
    env,
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
      if ((await fetch(`${base}/readyz`)).status === 200) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** CPU seconds of a process's children that have ended (cutime + cstime): its ffmpeg runs. */
const childCpuSeconds = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
};

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line.split(/\s+/)[1]) / 1024);
};

/** One request to the server with the Host header it names (studio-session.mjs). */
const send = (method, path, headers, body) => sendTo(PORT, method, path, headers, body);
const signIn = () => studioSignIn(PORT);
const tusHeaders = (studio) => ({ ...studioHeaders(studio), 'tus-resumable': '1.0.0' });

async function createUpload(studio, size, name) {
  const meta = `filename ${Buffer.from(name).toString('base64')},filetype ${Buffer.from('video/mp4').toString('base64')}`;
  const res = await send('POST', '/api/studio/uploads', {
    ...tusHeaders(studio),
    'upload-length': String(size),
    'upload-metadata': meta,
  });
  if (res.status !== 201) throw new Error(`create ${res.status} ${res.text}`);
  // The upload's own path (tus may answer an absolute URL on the studio's host).
  return new URL(res.headers.location, 'http://studio.invalid').pathname;
}

/**
 * The loopback ceiling of Node: a bare HTTP server that pipes a request's body to a file, sent the
 * same file by the same client code. Compared with the upload, it tells the cost of tus from the
 * cost of receiving bytes over HTTP in Node at all.
 */
async function sinkSeconds(path) {
  const port = PORT + 1;
  const target = join(dataDir, 'sink.bin');
  const code = `require('node:http').createServer((req, res) => { const out = require('node:fs').createWriteStream(${JSON.stringify(target)}); req.pipe(out); out.on('finish', () => res.end('ok')); }).listen(${port}, '127.0.0.1', () => console.log('up'))`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((r) => child.stdout.once('data', r));
  const size = statSync(path).size;
  const start = performance.now();
  await new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method: 'PUT', path: '/', headers: { 'content-length': String(size) } },
      (res) => {
        res.resume();
        res.on('end', resolve);
      },
    );
    req.on('error', reject);
    createReadStream(path, { highWaterMark: 1024 * 1024 }).pipe(req);
  });
  execFileSync('sync');
  const seconds = (performance.now() - start) / 1000;
  child.kill();
  rmSync(target, { force: true });
  return seconds;
}

/** One PATCH with the whole file, streamed from disk as tus-js-client does by default. */
function patchFile(studio, location, path) {
  const size = statSync(path).size;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method: 'PATCH',
        path: location,
        headers: {
          ...tusHeaders(studio),
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'content-length': String(size),
        },
      },
      (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode, body }));
      },
    );
    req.on('error', reject);
    createReadStream(path, { highWaterMark: 1024 * 1024 }).pipe(req);
  });
}

function writeRandomFile(path, size) {
  const block = randomBytes(8 * 1024 * 1024);
  const fd = openSync(path, 'w');
  for (let written = 0; written < size; written += block.length) {
    writeSync(fd, block, 0, Math.min(block.length, size - written));
  }
  closeSync(fd);
}

function cannon(title) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}/api/courses/get-course-list?limit=24`,
        // A call of the learning host (product §6): its demo credentials, allowed with the demo data.
        headers: {
          host: HOST,
          authorization: `Basic ${Buffer.from('learning:learning-demo').toString('base64')}`,
        },
        connections: 4,
        duration: LOAD_SECONDS,
      },
      (error, result) => {
        if (error) return reject(error);
        const row = {
          title,
          req_per_s: Math.round(result.requests.average),
          p50_ms: result.latency.p50,
          p99_ms: result.latency.p99,
          max_ms: result.latency.max,
          non_2xx: result.non2xx,
        };
        console.log(JSON.stringify(row));
        resolve(row);
      },
    );
  });
}

async function videoStatus(studio, id) {
  const res = await send('GET', `/api/studio/videos/${id}`, studioHeaders(studio));
  if (res.status !== 200) throw new Error(`video ${id}: ${res.status} ${res.text}`);
  return JSON.parse(res.text).data;
}

// The clip first: making it takes minutes of CPU that must not overlap the measurements.
const clip = join(dataDir, 'clip.mp4');
let clipInfo = null;
if (process.env.ONLY !== 'upload') {
  const made = performance.now();
  execFileSync(ffmpegPath(), [
    ...words('-hide_banner -v error -y -f lavfi -i'),
    `testsrc=size=1280x720:rate=30:duration=${CLIP_SECONDS}`,
    ...words('-f lavfi -i'),
    `sine=frequency=440:duration=${CLIP_SECONDS}`,
    ...words('-c:v libx264 -preset ultrafast -crf 23 -pix_fmt yuv420p -c:a aac -shortest'),
    clip,
  ]);
  clipInfo = {
    seconds: CLIP_SECONDS,
    made_in_s: +((performance.now() - made) / 1000).toFixed(1),
    mb: +(statSync(clip).size / 1048576).toFixed(1),
  };
}

const server = await startServer();
const results = { load_average_start: loadavg().map((l) => +l.toFixed(2)) };
try {
  const studio = await signIn();

  // 1. Upload against cp.
  const big = join(dataDir, 'big.bin');
  writeRandomFile(big, SIZE);
  const copyStart = performance.now();
  execFileSync('cp', [big, join(dataDir, 'big-copy.bin')]);
  execFileSync('sync');
  const copySeconds = (performance.now() - copyStart) / 1000;
  rmSync(join(dataDir, 'big-copy.bin'));
  const sink = await sinkSeconds(big);
  const location = await createUpload(studio, SIZE, 'big.bin');
  const samples = [rssMb(server.pid)];
  const sampler = setInterval(() => samples.push(rssMb(server.pid)), 100);
  const serverCpuBefore = processCpuSeconds(server.pid);
  const clientCpuBefore = process.cpuUsage();
  const uploadStart = performance.now();
  const answer = await patchFile(studio, location, big);
  execFileSync('sync');
  const uploadSeconds = (performance.now() - uploadStart) / 1000;
  clearInterval(sampler);
  const serverCpu = processCpuSeconds(server.pid) - serverCpuBefore;
  const clientCpu = process.cpuUsage(clientCpuBefore);
  rmSync(big);
  const mb = SIZE / 1024 / 1024;
  results.upload = {
    size_mb: mb,
    cp_mb_per_s: Math.round(mb / copySeconds),
    tus_mb_per_s: Math.round(mb / uploadSeconds),
    ratio: +(copySeconds / uploadSeconds).toFixed(2),
    node_sink_mb_per_s: Math.round(mb / sink),
    ratio_to_node_sink: +(sink / uploadSeconds).toFixed(2),
    answer: `${answer.status} ${answer.body.slice(0, 120)}`,
    rss_mb_before: samples[0],
    rss_mb_max: Math.max(...samples),
    rss_mb_last: samples.at(-1),
    rss_samples: samples.length,
    server_cpu_s: +serverCpu.toFixed(2),
    client_cpu_s: +((clientCpu.user + clientCpu.system) / 1e6).toFixed(2),
    load_average: loadavg().map((l) => +l.toFixed(2)),
  };
  if (process.env.ONLY === 'upload') {
    results.stopped = 'ONLY=upload';
    console.log(JSON.stringify(results, null, 2));
    process.exitCode = 0;
  }
  console.log(JSON.stringify(results.upload));

  if (process.env.ONLY !== 'upload') await transcodeAndLatency(studio);
} finally {
  server.removeAllListeners('exit');
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

async function transcodeAndLatency(studio) {
  // 2 and 3. Idle latency, then a 720p clip transcoded while the same load runs.
  results.clip = clipInfo;
  results.idle = await cannon('get-course-list, idle');
  const clipLocation = await createUpload(studio, statSync(clip).size, 'clip.mp4');
  const id = clipLocation.split('/').at(-1);
  const clipAnswer = await patchFile(studio, clipLocation, clip);
  if (clipAnswer.status !== 204) throw new Error(`clip upload ${clipAnswer.status} ${clipAnswer.body}`);
  const queued = performance.now();
  const ffmpegCpuBefore = childCpuSeconds(server.pid);
  while ((await videoStatus(studio, id)).status !== 'transcoding')
    await new Promise((r) => setTimeout(r, 100));
  results.busy = await cannon('get-course-list, while transcoding');
  let status;
  for (;;) {
    status = await videoStatus(studio, id);
    if (status.status === 'ready' || status.status === 'failed') break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const wall = (performance.now() - queued) / 1000;
  const ffmpegCpu = childCpuSeconds(server.pid) - ffmpegCpuBefore;
  results.transcode = {
    status: status.status,
    error: status.error,
    renditions: status.renditions,
    wall_s: +wall.toFixed(1),
    video_minutes_per_wall_minute: +(CLIP_SECONDS / wall).toFixed(2),
    // What the machine's load does not change: ffmpeg's own CPU time, and the speed it would
    // have with both cores to itself.
    ffmpeg_cpu_s: +ffmpegCpu.toFixed(1),
    video_minutes_per_cpu_minute: +(CLIP_SECONDS / ffmpegCpu).toFixed(2),
    note: 'the busy load ran during the first LOAD_SECONDS of it',
  };
  results.p99_ratio = +(results.busy.p99_ms / Math.max(1, results.idle.p99_ms)).toFixed(2);
  results.load_average_end = loadavg().map((l) => +l.toFixed(2));
  console.log(JSON.stringify(results, null, 2));
}
