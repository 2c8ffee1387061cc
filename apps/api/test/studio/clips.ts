import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { videoBinaries } from '../../src/lib/video/binaries.ts';

export const binaries = videoBinaries(process.env);

/**
 * A generated clip (ffmpeg's test pattern, and a tone unless `audio` is false): tiny, so tests
 * transcode it in about a second. `faststart: false` leaves the index at the end, where cutting
 * the file loses it.
 */
export function makeClip(
  dir: string,
  name: string,
  options: { seconds?: number; width?: number; height?: number; audio?: boolean; faststart?: boolean } = {},
): string {
  const { seconds = 8, width = 256, height = 144, audio = true, faststart = true } = options;
  const path = join(dir, name);
  execFileSync(binaries.ffmpeg, [
    '-hide_banner',
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=${width}x${height}:rate=25:duration=${seconds}`,
    ...(audio
      ? ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`, '-c:a', 'aac', '-b:a', '48k']
      : []),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    ...(faststart ? ['-movflags', '+faststart'] : []),
    '-shortest',
    path,
  ]);
  return path;
}
