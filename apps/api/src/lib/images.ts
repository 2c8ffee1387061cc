import type { Metadata, Sharp } from 'sharp';
import { IMAGE_WIDTHS, type ImageFormat } from '@app/contract/media';

/** Limits of an image file from a tenant folder (docs/tenant-folder.md). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Larger images are refused before decoding (decompression bombs), as for profile photos. */
export const IMAGE_MAX_PIXELS = 40_000_000;

/** Why an image was refused, in words for the person who supplied it. */
export class ImageRejected extends Error {}

export interface ImageVariant {
  format: ImageFormat;
  width: number;
  height: number;
  contentType: string;
  bytes: Buffer;
}

/** An image ready to store: the copy /media/:id serves and, for raster images, its variants. */
export interface PreparedImage {
  contentType: string;
  bytes: Buffer;
  width: number | null;
  height: number | null;
  variants: ImageVariant[];
}

const ACCEPTED = 'a PNG, JPEG, WebP or SVG image';

/** What checkImage found: the format and, for raster images, the upright pixel size. */
export interface ImageInfo {
  format: 'png' | 'jpeg' | 'webp' | 'svg';
  width: number;
  height: number;
}

/**
 * Checks an image by its bytes (never its file name) from its header alone, which is fast: the
 * format must be PNG, JPEG, WebP or a safe SVG (svgProblem), within 5 MB and 40 megapixels.
 */
export async function checkImage(bytes: Buffer): Promise<ImageInfo> {
  if (bytes.length === 0) throw new ImageRejected(`is empty; expected ${ACCEPTED}`);
  if (bytes.length > IMAGE_MAX_BYTES) throw new ImageRejected('is larger than 5 MB');
  // Loaded when an image is checked, not at start-up (docs/decisions.md, start-up time).
  const { default: sharp } = await import('sharp');
  const svg = looksLikeSvg(bytes);
  if (svg) {
    const problem = svgProblem(bytes.toString('utf8'));
    if (problem) throw new ImageRejected(`is an SVG that ${problem}`);
  }
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS }).metadata();
  } catch {
    throw new ImageRejected(`is not ${ACCEPTED}`);
  }
  const format = meta.format as string;
  if (svg !== (format === 'svg')) throw new ImageRejected(`is not ${ACCEPTED}`);
  if (format !== 'png' && format !== 'jpeg' && format !== 'webp' && format !== 'svg') {
    throw new ImageRejected(`is a ${format.toUpperCase()} file; expected ${ACCEPTED}`);
  }
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new ImageRejected(`is not ${ACCEPTED}`);
  if (width * height > IMAGE_MAX_PIXELS) throw new ImageRejected('has more than 40 megapixels');
  return { format, width, height };
}

/**
 * Prepares a checked image for storage. Raster images are re-encoded with EXIF orientation
 * applied and metadata (GPS, camera) dropped: a fallback in their own format of at most the
 * widest variant width, plus WebP and AVIF at each width of IMAGE_WIDTHS, never upscaled. SVG is
 * kept as written.
 */
export async function prepareImage(bytes: Buffer, info?: ImageInfo): Promise<PreparedImage> {
  const { format, width } = info ?? (await checkImage(bytes));
  if (format === 'svg')
    return { contentType: 'image/svg+xml', bytes, width: null, height: null, variants: [] };
  const { default: sharp } = await import('sharp');
  const source = () => sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' }).rotate();
  const fit = (image: Sharp, w: number) => image.resize({ width: w, withoutEnlargement: true });
  const widths = [...new Set(IMAGE_WIDTHS.map((w) => Math.min(w, width)))];
  const largest = widths.at(-1)!;
  const encoders: Record<ImageFormat, (image: Sharp) => Sharp> = {
    webp: (image) => image.webp({ quality: 78 }),
    // Effort 3 of 9: about half the time of the default for a few percent more bytes.
    avif: (image) => image.avif({ quality: 50, effort: 3 }),
  };
  const fallbackEncoder: Record<'png' | 'jpeg' | 'webp', (image: Sharp) => Sharp> = {
    png: (image) => image.png({ compressionLevel: 9 }),
    jpeg: (image) => image.jpeg({ quality: 82, mozjpeg: true }),
    webp: (image) => image.webp({ quality: 80 }),
  };
  try {
    const jobs = widths.flatMap((w) =>
      (['avif', 'webp'] as const).map(async (f): Promise<ImageVariant> => {
        const { data, info: out } = await encoders[f](fit(source(), w)).toBuffer({ resolveWithObject: true });
        return { format: f, width: out.width, height: out.height, contentType: `image/${f}`, bytes: data };
      }),
    );
    const [fallback, ...variants] = await Promise.all([
      fallbackEncoder[format](fit(source(), largest)).toBuffer({ resolveWithObject: true }),
      ...jobs,
    ]);
    return {
      contentType: `image/${format}`,
      bytes: fallback.data,
      width: fallback.info.width,
      height: fallback.info.height,
      variants,
    };
  } catch {
    // Truncated or corrupt data that passed the header check.
    throw new ImageRejected(`is damaged or not ${ACCEPTED}`);
  }
}

/** An SVG file starts, after an optional BOM, XML declaration and comments, with <svg. */
function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(head);
}

/**
 * What makes an SVG unsafe to serve, or null. SVG can carry scripts, event handlers and links
 * that run when the file is opened on its own (not inside <img>). Such files are refused rather
 * than cleaned, so what is stored is exactly what the company supplied; /media also serves every
 * file with a sandboxing CSP (modules/media/routes.ts) as a second line.
 */
export function svgProblem(text: string): string | null {
  const checks: [RegExp, string][] = [
    [/<!DOCTYPE|<!ENTITY/i, 'declares a DOCTYPE or entities'],
    [/<script[\s>/]/i, 'contains a <script>'],
    [/<(foreignObject|iframe|embed|object|handler|listener)[\s>/]/i, 'embeds HTML or other documents'],
    [/\son[a-z]+\s*=/i, 'has event handler attributes (on…=)'],
    [/javascript:|vbscript:/i, 'contains a javascript: link'],
    [/<(set|animate)\b[^>]*attributeName\s*=\s*["'](xlink:)?href/i, 'animates a link'],
    [/@import/i, 'imports a style sheet'],
    [/url\(\s*["']?(?!#)/i, 'loads a resource with url(…)'],
  ];
  for (const [pattern, problem] of checks) if (pattern.test(text)) return problem;
  // Links may only point inside the file, or hold an embedded raster image.
  for (const match of text.matchAll(/\bhref\s*=\s*["']\s*([^"']*)["']/gi)) {
    const target = match[1]!;
    if (!target.startsWith('#') && !/^data:image\/(png|jpeg|gif|webp);base64,/i.test(target)) {
      return `refers to another file or address (href="${target.slice(0, 40)}")`;
    }
  }
  return null;
}
