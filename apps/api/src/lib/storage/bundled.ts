import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentKey } from './keys.ts';

/** One entry of the demo media's manifest.json (scripts/generate-learning-media.mjs). */
export interface DemoMediaFile {
  name: string;
  kind: 'video' | 'captions' | 'worksheet';
  content_type: string;
  byte_size: number;
  sha256: string;
  /** Videos: the clip's real length, which the seed gives the lessons it plays in. */
  duration_ms?: number;
  /** Captions: `en`, `id` or `ms`; worksheets: `en` or `id`. */
  language?: string;
  /** Captions: the clip they belong to. */
  video?: string;
  /** Worksheets: the title printed on them. */
  title?: string;
  /** The content-addressed storage key (not in the file: worked out from sha256). */
  key: string;
}

export interface BundledFile {
  size: number;
  read(range?: { start: number; end: number }): Promise<NodeJS.ReadableStream>;
}

/**
 * The committed demo media: beside the seed in src/db/seed, and in dist/learning-media once built
 * (build.mjs), where the bundled code may run from dist/ or dist/chunks/.
 */
const mediaDir = ['../../db/seed/learning-media/', './learning-media/', '../learning-media/']
  .map((path) => fileURLToPath(new URL(path, import.meta.url)))
  .find((dir) => existsSync(join(dir, 'manifest.json')));

let demo: { dir: string; files: DemoMediaFile[] } | undefined;

/** The demo media's folder and manifest; no files when the folder is missing. */
export function demoMedia(): { dir: string; files: readonly DemoMediaFile[] } {
  if (demo) return demo;
  if (!mediaDir) return (demo = { dir: '', files: [] });
  const manifest = JSON.parse(readFileSync(join(mediaDir, 'manifest.json'), 'utf8')) as {
    files: Omit<DemoMediaFile, 'key'>[];
  };
  const files = manifest.files.map((f) => ({ ...f, key: contentKey(f.sha256, extname(f.name)) }));
  return (demo = { dir: mediaDir, files });
}

let bundled: Map<string, BundledFile> | undefined;

/** The demo media by storage key, read-only, streamed from the built tree. */
export function bundledFiles(): ReadonlyMap<string, BundledFile> {
  if (bundled) return bundled;
  const { dir, files } = demoMedia();
  bundled = new Map(
    files.map((f) => {
      const path = join(dir, f.name);
      return [
        f.key,
        {
          size: f.byte_size,
          read: async (range) => createReadStream(path, range ? { start: range.start, end: range.end } : {}),
        },
      ];
    }),
  );
  return bundled;
}
