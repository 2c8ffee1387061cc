import { spawn } from 'node:child_process';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { VideoProblem, run, type VideoInfo } from './probe.ts';

/** The HLS ladder's rungs by the picture's short side (landscape: its height). */
export const DEFAULT_LADDER = [240, 360, 480, 720] as const;
/** Segment length: every segment starts on a keyframe forced at this interval. */
export const SEGMENT_SECONDS = 3;

export interface Rendition {
  /** The rung, by the short side: 240, 360, … */
  rung: number;
  width: number;
  height: number;
  videoKbps: number;
  audioKbps: number;
  /** Folder of its playlist and segments, e.g. `240p`. */
  name: string;
}

const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

/** Bit rates grow with the picture's area: about 0.9 Mbit/s at 360p, 2.8 at 720p. */
const videoKbpsOf = (rung: number) => Math.max(150, Math.round((rung * rung * 0.0055) / 50) * 50);
const audioKbpsOf = (rung: number) => (rung <= 240 ? 64 : rung <= 360 ? 96 : 128);

/**
 * The renditions of a video: every rung below the top, and the top, which is the largest rung or
 * the source's own size when smaller (never scaled up). A source smaller than the lowest rung still
 * gets one rendition, at its own size. The top one is also the MP4.
 */
export function planLadder(
  info: Pick<VideoInfo, 'width' | 'height'>,
  ladder: readonly number[] = DEFAULT_LADDER,
): Rendition[] {
  const rungs = [...new Set(ladder)].filter((r) => r > 0).sort((a, b) => a - b);
  const short = Math.min(info.width, info.height);
  const top = even(Math.min(rungs.at(-1) ?? short, short));
  const heights = [...rungs.filter((r) => r < top), top];
  const landscape = info.width >= info.height;
  const ratio = landscape ? info.width / info.height : info.height / info.width;
  return heights.map((rung) => {
    const long = even(rung * ratio);
    return {
      rung,
      width: landscape ? long : rung,
      height: landscape ? rung : long,
      videoKbps: videoKbpsOf(rung),
      audioKbps: audioKbpsOf(rung),
      name: `${rung}p`,
    };
  });
}

export interface TranscodeOptions {
  ffmpeg: string;
  input: string;
  /** An empty folder the outputs are written to. */
  outDir: string;
  info: VideoInfo;
  ladder?: readonly number[];
  /** Encoder threads per rendition (and for decoding). */
  threads?: number;
  /** Niceness of ffmpeg (0–19): the API's requests go first. */
  niceness?: number;
  signal?: AbortSignal;
  /** 0–100. */
  onProgress?: (percent: number) => void;
}

export interface TranscodeResult {
  /** Paths relative to outDir. */
  master: string;
  mp4: string;
  poster: string;
  renditions: (Rendition & { playlist: string; segments: string[]; bandwidth: number })[];
  /** Every file written, relative to outDir, with its content type. */
  files: { path: string; contentType: string }[];
}

/** Runs ffmpeg at low priority, reporting `-progress` out_time against the duration. */
function ffmpegRun(
  ffmpeg: string,
  args: string[],
  options: {
    cwd: string;
    niceness: number;
    durationMs: number;
    signal?: AbortSignal;
    onProgress?: (ratio: number) => void;
  },
): Promise<{ lastMs: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      ffmpeg,
      ['-hide_banner', '-nostdin', '-y', '-progress', 'pipe:1', '-nostats', ...args],
      {
        cwd: options.cwd,
        stdio: ['ignore', 'pipe', 'pipe'],
        ...(options.signal ? { signal: options.signal, killSignal: 'SIGKILL' as const } : {}),
      },
    );
    try {
      if (child.pid) setPriority(child.pid, options.niceness);
    } catch {
      // Not allowed here (some containers): it runs at normal priority.
    }
    let stderr = '';
    let lastMs = 0;
    let pending = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        // out_time=00:00:12.345678 (out_time_ms is in microseconds in some versions: not used).
        const match = /^out_time=(\d+):(\d+):(\d+(?:\.\d+)?)$/.exec(line.trim());
        if (!match) continue;
        const ms = (Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3])) * 1000;
        if (!Number.isFinite(ms) || ms < 0) continue;
        lastMs = Math.max(lastMs, ms);
        options.onProgress?.(Math.min(1, lastMs / options.durationMs));
      }
    });
    child.stderr
      .setEncoding('utf8')
      .on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-20_000)));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) return resolve({ lastMs });
      if (options.signal?.aborted) return reject(options.signal.reason ?? new Error('aborted'));
      if (/Invalid data found|moov atom not found|corrupt|error while decoding/i.test(stderr)) {
        return reject(
          new VideoProblem('video_corrupt', `ffmpeg could not read the video: ${lastLines(stderr)}`),
        );
      }
      reject(new Error(`ffmpeg exited with ${code ?? signal}: ${lastLines(stderr)}`));
    });
  });
}

const lastLines = (text: string) => text.trim().split('\n').slice(-3).join(' | ').slice(0, 600);

/** `#EXTINF:<seconds>,` durations and segment names of a media playlist. */
export function parseMediaPlaylist(text: string): { duration: number; uri: string }[] {
  const segments: { duration: number; uri: string }[] = [];
  const lines = text.split('\n').map((l) => l.trim());
  for (let i = 0; i < lines.length; i++) {
    const match = /^#EXTINF:([\d.]+)/.exec(lines[i]!);
    if (match) {
      const uri = lines.slice(i + 1).find((l) => l && !l.startsWith('#'));
      if (uri) segments.push({ duration: Number(match[1]), uri });
    }
  }
  return segments;
}

/** H.264 Main at level 4.0 (up to 1080p30, 720p60) and AAC-LC: what every rendition is. */
const VIDEO_CODEC = 'avc1.4d4028';
const AUDIO_CODEC = 'mp4a.40.2';

/** Words of an ffmpeg command line; arguments with spaces (paths) are passed apart. */
const words = (text: string) => text.split(' ');

/** The encoder settings of one rendition, from the filter graph's output `[v<i>]`. */
function encodeArgs(r: Rendition, i: number, hasAudio: boolean, threads: string): string[] {
  const audio = `-map 0:a:0 -c:a aac -b:a ${r.audioKbps}k -ac 2 -ar 48000`;
  return [
    ...words(`-map [v${i}]`),
    ...(hasAudio ? words(audio) : []),
    ...words(`-c:v libx264 -preset veryfast -profile:v main -level:v 4.0 -b:v ${r.videoKbps}k`),
    ...words(`-maxrate ${Math.round(r.videoKbps * 1.5)}k -bufsize ${r.videoKbps * 2}k`),
    // Keyframes exactly every SEGMENT_SECONDS and nowhere else: every segment has that length.
    ...words(`-force_key_frames expr:gte(t,n_forced*${SEGMENT_SECONDS}) -sc_threshold 0 -threads ${threads}`),
  ];
}

/** The HLS muxer writing `<name>/index.m3u8` and its segments (paths relative to outDir). */
const hlsArgs = (name: string) =>
  words(
    `-f hls -hls_time ${SEGMENT_SECONDS} -hls_playlist_type vod -hls_list_size 0 ` +
      `-hls_segment_filename ${name}/seg_%05d.ts ${name}/index.m3u8`,
  );

/** Each rendition's playlist, segments and peak bit rate; every file written, with its type. */
async function describeOutputs(outDir: string, plan: Rendition[]) {
  const renditions: TranscodeResult['renditions'] = [];
  const files: TranscodeResult['files'] = [];
  for (const r of plan) {
    const playlist = `${r.name}/index.m3u8`;
    const segments = parseMediaPlaylist(await readFile(join(outDir, playlist), 'utf8'));
    let peak = 0;
    for (const segment of segments) {
      const { size } = await stat(join(outDir, r.name, segment.uri));
      if (segment.duration > 0.5) peak = Math.max(peak, (size * 8) / segment.duration);
      files.push({ path: `${r.name}/${segment.uri}`, contentType: 'video/mp2t' });
    }
    files.push({ path: playlist, contentType: 'application/vnd.apple.mpegurl' });
    const bandwidth = Math.ceil(peak * 1.1) || r.videoKbps * 1000;
    renditions.push({ ...r, playlist, segments: segments.map((s) => s.uri), bandwidth });
  }
  return { renditions, files };
}

/** The master playlist: every rendition, lowest first, with its peak bit rate and size. */
function masterPlaylist(renditions: TranscodeResult['renditions'], hasAudio: boolean) {
  const codecs = hasAudio ? `${VIDEO_CODEC},${AUDIO_CODEC}` : VIDEO_CODEC;
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    ...renditions.flatMap((r) => [
      `#EXT-X-STREAM-INF:BANDWIDTH=${r.bandwidth},RESOLUTION=${r.width}x${r.height},CODECS="${codecs}"`,
      r.playlist,
    ]),
    '',
  ].join('\n');
}

/**
 * Transcodes a probed video into outDir: the HLS ladder (H.264 + AAC, SEGMENT_SECONDS segments on
 * forced keyframes, `<rung>p/index.m3u8` and a `master.m3u8`), `video.mp4` (the top rendition,
 * faststart) and `poster.jpg`. One ffmpeg run decodes the source once and encodes every rendition
 * (the lower ones straight to HLS, the top one to the MP4); the top rendition's HLS is then cut
 * from the MP4 without encoding again.
 */
export async function transcodeVideo(options: TranscodeOptions): Promise<TranscodeResult> {
  const { ffmpeg, input, outDir, info, signal } = options;
  const threads = String(options.threads ?? 1);
  const plan = planLadder(info, options.ladder);
  const top = plan.at(-1)!;
  for (const r of plan) await mkdir(join(outDir, r.name), { recursive: true });
  const runOptions = (share: number, offset: number) => ({
    cwd: outDir,
    niceness: options.niceness ?? 19,
    durationMs: info.durationMs,
    ...(signal ? { signal } : {}),
    onProgress: (ratio: number) => options.onProgress?.(Math.min(99, (offset + share * ratio) * 100)),
  });

  const split = `[0:v]split=${plan.length}${plan.map((_, i) => `[s${i}]`).join('')}`;
  const scales = plan.map((r, i) => `[s${i}]scale=${r.width}:${r.height},format=yuv420p[v${i}]`);
  const args = [
    ...['-threads', threads, '-i', input],
    ...['-filter_complex', [split, ...scales].join(';'), '-filter_threads', threads],
    ...plan.slice(0, -1).flatMap((r, i) => [...encodeArgs(r, i, info.hasAudio, threads), ...hlsArgs(r.name)]),
    ...encodeArgs(top, plan.length - 1, info.hasAudio, threads),
    ...words('-movflags +faststart video.mp4'),
  ];
  const { lastMs } = await ffmpegRun(ffmpeg, args, runOptions(0.95, 0));
  // ffmpeg reads through damage it can skip; a video that ends far before its stated length is damaged.
  if (lastMs > 0 && lastMs < info.durationMs * 0.9 - 1000) {
    const read = `${Math.round(lastMs / 1000)} s of ${Math.round(info.durationMs / 1000)} s`;
    throw new VideoProblem('video_corrupt', `Only ${read} could be read`);
  }

  // The top rendition's HLS from the MP4 (no second encode), then the poster.
  await ffmpegRun(
    ffmpeg,
    [...words('-i video.mp4 -map 0 -c copy'), ...hlsArgs(top.name)],
    runOptions(0.04, 0.95),
  );
  const at = Math.min(2, info.durationMs / 2000).toFixed(3);
  const poster = [
    '-ss',
    at,
    '-i',
    join(outDir, 'video.mp4'),
    ...words('-frames:v 1 -q:v 3'),
    join(outDir, 'poster.jpg'),
  ];
  await run(ffmpeg, ['-hide_banner', '-nostdin', '-y', ...poster], {
    ...(signal ? { signal } : {}),
    timeoutMs: 60_000,
  });

  const { renditions, files } = await describeOutputs(outDir, plan);
  await writeFile(join(outDir, 'master.m3u8'), masterPlaylist(renditions, info.hasAudio));
  files.push(
    { path: 'master.m3u8', contentType: 'application/vnd.apple.mpegurl' },
    { path: 'video.mp4', contentType: 'video/mp4' },
    { path: 'poster.jpg', contentType: 'image/jpeg' },
  );
  options.onProgress?.(100);
  return { master: 'master.m3u8', mp4: 'video.mp4', poster: 'poster.jpg', renditions, files };
}
