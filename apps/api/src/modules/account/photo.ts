import type { Metadata } from 'sharp';
import { badRequest } from '../../lib/http-errors.ts';

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** 40 megapixels: larger images are refused before decoding (decompression bombs). */
export const PHOTO_MAX_PIXELS = 40_000_000;
export const PHOTO_SIZE = 512;
export const THUMB_SIZE = 128;

const notAnImage = () =>
  badRequest('The photo must be a JPEG, PNG, WebP, GIF or AVIF image', {
    photo: 'photo_type',
  });

/**
 * Checks an uploaded photo by its bytes (the file name and declared type are not trusted),
 * then re-encodes it: EXIF orientation applied, every metadata block (GPS, camera…) dropped,
 * WebP of at most 512 px and a 128 px square thumbnail.
 */
export async function processPhoto(bytes: Buffer): Promise<{ photo: Buffer; thumb: Buffer }> {
  // Loaded on the first upload, not at start-up (docs/decisions.md, start-up time).
  const { default: sharp } = await import('sharp');
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS }).metadata();
  } catch {
    throw notAnImage();
  }
  const format = meta.format as string;
  const avif = format === 'heif' && meta.compression === 'av1';
  if (!['jpeg', 'png', 'webp', 'gif'].includes(format) && !avif) throw notAnImage();
  if (!meta.width || !meta.height) throw notAnImage();
  if (meta.width * meta.height > PHOTO_MAX_PIXELS) {
    throw badRequest('The photo has too many pixels: at most 40 megapixels', {
      photo: 'photo_too_many_pixels',
    });
  }
  try {
    const source = () => sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' }).rotate();
    const [photo, thumb] = await Promise.all([
      source()
        .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
      source().resize(THUMB_SIZE, THUMB_SIZE, { fit: 'cover' }).webp({ quality: 80 }).toBuffer(),
    ]);
    return { photo, thumb };
  } catch {
    // Truncated or corrupt data that passed the header check.
    throw notAnImage();
  }
}
