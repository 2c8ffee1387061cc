import { spawn } from 'node:child_process';
import { open, stat } from 'node:fs/promises';
import type { VideoErrorCode, VideoWarningCode } from '@app/contract/studio/video';

/** Why a video is refused, with the contract's code the studio words. */
export class VideoProblem extends Error {
  constructor(
    readonly code: VideoErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface VideoInfo {
  durationMs: number;
  /** As displayed: a phone video recorded upright (rotated 90°) is taller than wide. */
  width: number;
  height: number;
  hasAudio: boolean;
  byteSize: number;
  /** ffprobe's format name, e.g. `mov,mp4,m4a,3gp,3g2,mj2`. */
  format: string;
  warnings: VideoWarningCode[];
}

export interface ProbeLimits {
  maxBytes: number;
  maxSeconds: number;
}

/** Runs a program, keeping the end of its output; rejects on a non-zero exit. */
export function run(
  command: string,
  args: string[],
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], signal: options.signal });
    let stdout = '';
    let stderr = '';
    child.stdout
      .setEncoding('utf8')
      .on('data', (chunk: string) => (stdout = (stdout + chunk).slice(-4_000_000)));
    child.stderr
      .setEncoding('utf8')
      .on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-20_000)));
    const timer = options.timeoutMs ? setTimeout(() => child.kill('SIGKILL'), options.timeoutMs) : undefined;
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve({ stdout, stderr });
      else
        reject(
          Object.assign(new Error(`${command} exited with ${code ?? signal}: ${stderr.slice(-500)}`), {
            stderr,
          }),
        );
    });
  });
}

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
  nb_frames?: string;
}

interface ProbeOutput {
  streams?: ProbeStream[];
  format?: { format_name?: string; duration?: string };
}

/** Formats of still pictures: ffprobe reads them as a one-frame "video". */
const PICTURE_FORMATS = /^(image2|png_pipe|jpeg_pipe|webp_pipe|gif|bmp_pipe|tiff_pipe|svg_pipe|.*_pipe)$/;

/**
 * The first bytes of a video container: a file ffprobe cannot read that starts like one of these
 * is a damaged video (`video_corrupt`), anything else is `not_a_video`.
 */
function looksLikeVideo(head: Buffer): boolean {
  const at = (offset: number, text: string) =>
    head.subarray(offset, offset + text.length).toString('latin1') === text;
  return (
    at(4, 'ftyp') || // MP4, MOV, 3GP
    at(4, 'moov') ||
    at(4, 'mdat') ||
    at(4, 'wide') ||
    head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])) || // Matroska, WebM
    (at(0, 'RIFF') && at(8, 'AVI ')) ||
    at(0, 'FLV') ||
    at(0, 'OggS') ||
    head.subarray(0, 4).equals(Buffer.from([0x00, 0x00, 0x01, 0xba])) || // MPEG-PS
    head.subarray(0, 4).equals(Buffer.from([0x30, 0x26, 0xb2, 0x75])) || // ASF, WMV
    (head[0] === 0x47 && head[188] === 0x47) // MPEG-TS
  );
}

async function readHead(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(512);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Reads what a file holds with ffprobe and checks it against the studio's rules: a video stream
 * (not a picture, not sound alone), a readable duration within `maxSeconds`, at most `maxBytes`.
 * No audio track is a warning. Throws VideoProblem with the contract's code.
 */
export async function probeVideo(ffprobe: string, path: string, limits: ProbeLimits): Promise<VideoInfo> {
  const { size } = await stat(path);
  if (size > limits.maxBytes)
    throw new VideoProblem('video_too_big', `The file is larger than ${limits.maxBytes} bytes`);
  if (size === 0) throw new VideoProblem('not_a_video', 'The file is empty');
  let output: ProbeOutput;
  try {
    const { stdout } = await run(
      ffprobe,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path],
      { timeoutMs: 60_000 },
    );
    output = JSON.parse(stdout) as ProbeOutput;
  } catch {
    const head = await readHead(path);
    if (looksLikeVideo(head))
      throw new VideoProblem('video_corrupt', 'The video file is damaged and cannot be read');
    throw new VideoProblem('not_a_video', 'The file is not a video');
  }
  const streams = output.streams ?? [];
  const format = output.format?.format_name ?? '';
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  if (!video || PICTURE_FORMATS.test(format)) {
    throw new VideoProblem(
      'not_a_video',
      video ? 'The file is a picture, not a video' : 'The file has no video track',
    );
  }
  if (!video.width || !video.height)
    throw new VideoProblem('video_corrupt', 'The video track has no picture size');
  const seconds = Number(output.format?.duration);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new VideoProblem('video_corrupt', 'The video has no readable duration');
  }
  if (seconds > limits.maxSeconds) {
    throw new VideoProblem('video_too_long', `The video is longer than ${limits.maxSeconds} seconds`);
  }
  const rotation = Number(
    video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? video.tags?.rotate ?? 0,
  );
  const upright = Math.abs(rotation) % 180 === 90;
  const hasAudio = streams.some((s) => s.codec_type === 'audio');
  return {
    durationMs: Math.max(1, Math.round(seconds * 1000)),
    width: upright ? video.height : video.width,
    height: upright ? video.width : video.height,
    hasAudio,
    byteSize: size,
    format,
    warnings: hasAudio ? [] : ['video_no_audio'],
  };
}
