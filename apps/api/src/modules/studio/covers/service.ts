import type { Metadata } from 'sharp';
import { COVER } from '@app/contract/studio/constants';
import type { CoverUpload } from '@app/contract/studio/schemas';
import type { FieldCode } from '@app/contract/errors';
import type { SignedInCaller } from '../../../lib/caller.ts';
import { HttpError, badRequest } from '../../../lib/http-errors.ts';
import { ImageRejected, prepareImage } from '../../../lib/images.ts';
import { mediaUrl, storeImage } from '../../../lib/media.ts';
import type { StudioContext } from '../context.ts';
import { limits } from '../limits.ts';

/**
 * Course covers (issue 24 item 2): an uploaded image, checked by its bytes, cropped on the server
 * to the course card's 16:9, and stored with the responsive copies the site already serves
 * (lib/images.ts prepareImage, lib/media.ts storeImage), as an image of this company only.
 */

export interface Crop {
  x: number;
  y: number;
  width: number;
  height: number;
}

type CropInput = {
  crop_x?: number | undefined;
  crop_y?: number | undefined;
  crop_width?: number | undefined;
  crop_height?: number | undefined;
};

const fieldProblem = (field: string, code: FieldCode, message: string) =>
  badRequest(message, { [field]: code });

const notAnImage = () => fieldProblem('image', 'image_type', 'The cover must be a JPEG, PNG or WebP image');

/**
 * The crop rectangle the form names, or null for "the centre of the image". Either all four sides
 * or none: a part of a rectangle is a mistake, named by the fields that are missing.
 */
export function cropOf(input: CropInput): Crop | null {
  const sides = {
    crop_x: input.crop_x,
    crop_y: input.crop_y,
    crop_width: input.crop_width,
    crop_height: input.crop_height,
  };
  const given = Object.entries(sides).filter(([, v]) => v !== undefined);
  if (given.length === 0) return null;
  if (given.length < 4) {
    const missing = Object.entries(sides).filter(([, v]) => v === undefined);
    throw badRequest(
      'Give all four sides of the crop, or none',
      Object.fromEntries(missing.map(([k]) => [k, 'required'])),
    );
  }
  return { x: input.crop_x!, y: input.crop_y!, width: input.crop_width!, height: input.crop_height! };
}

/**
 * The part of a width × height image to keep: the given rectangle (which must lie inside the
 * image) made exactly 16:9 by trimming its longer side about its centre, or without one the
 * largest 16:9 part of the image's centre. Pure, so the arithmetic is tested on its own.
 */
export function coverRegion(width: number, height: number, crop: Crop | null): Crop {
  const area = crop ?? { x: 0, y: 0, width, height };
  if (area.width < 1) throw fieldProblem('crop_width', 'too_small', 'The crop has no width');
  if (area.height < 1) throw fieldProblem('crop_height', 'too_small', 'The crop has no height');
  const problems: Record<string, FieldCode> = {};
  if (area.x + area.width > width) problems.crop_width = 'crop_outside';
  if (area.y + area.height > height) problems.crop_height = 'crop_outside';
  if (Object.keys(problems).length) throw badRequest('The crop reaches outside the image', problems);
  const ratio = COVER.ratioWidth / COVER.ratioHeight;
  let { x, y, width: w, height: h } = area;
  if (w / h > ratio) {
    const trimmed = Math.round(h * ratio);
    x += Math.floor((w - trimmed) / 2);
    w = trimmed;
  } else {
    const trimmed = Math.round(w / ratio);
    y += Math.floor((h - trimmed) / 2);
    h = trimmed;
  }
  if (w < COVER.minWidth || h < COVER.minHeight) {
    throw fieldProblem(
      'image',
      'image_too_small',
      `The cropped part is ${w} × ${h} pixels; a cover needs at least ${COVER.minWidth} × ${COVER.minHeight}`,
    );
  }
  return { x, y, width: w, height: h };
}

/** The upright size and format of an image, from its header alone (fast, and safe on a bomb). */
async function inspect(bytes: Buffer) {
  const { default: sharp } = await import('sharp');
  let meta: Metadata;
  try {
    // Only the header is read here; the pixel limit is checked below, before anything is decoded.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  const format = meta.format as string;
  if (format !== 'jpeg' && format !== 'png' && format !== 'webp') throw notAnImage();
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw notAnImage();
  if (width * height > COVER.maxPixels) {
    throw fieldProblem('image', 'image_too_many_pixels', 'The cover must be at most 40 megapixels');
  }
  return { format, width, height } as const;
}

/** Checks, crops, re-encodes and stores a cover; answers its id and address. */
export async function uploadCover(
  ctx: StudioContext,
  caller: SignedInCaller,
  bytes: Buffer | null,
  input: CropInput,
): Promise<CoverUpload> {
  const crop = cropOf(input);
  if (!bytes || bytes.length === 0) throw fieldProblem('image', 'required', 'Choose an image for the cover');
  if (bytes.length > COVER.maxBytes) {
    throw new HttpError(413, 'The cover must be at most 5 MB', 'payload_too_large', {
      image: 'image_too_large',
    });
  }
  await ctx.limiter.check([[limits.coverUser, String(caller.user.id)]]);
  const info = await inspect(bytes);
  const region = coverRegion(info.width, info.height, crop);
  const outWidth = Math.min(region.width, COVER.maxWidth);
  const outHeight = Math.round((outWidth * COVER.ratioHeight) / COVER.ratioWidth);
  const { default: sharp } = await import('sharp');
  let cropped: Buffer;
  try {
    const image = sharp(bytes, { limitInputPixels: COVER.maxPixels, failOn: 'error' })
      .rotate()
      .extract({ left: region.x, top: region.y, width: region.width, height: region.height })
      .resize(outWidth, outHeight, { fit: 'fill' });
    // Kept in its own kind at a high quality: prepareImage makes the served copies from it.
    cropped = await (
      info.format === 'png'
        ? image.png()
        : info.format === 'webp'
          ? image.webp({ quality: 90 })
          : image.jpeg({ quality: 90 })
    ).toBuffer();
  } catch {
    // Truncated or corrupt data that passed the header check.
    throw notAnImage();
  }
  let prepared;
  try {
    prepared = await prepareImage(cropped);
  } catch (error) {
    if (error instanceof ImageRejected) throw notAnImage();
    throw error;
  }
  const id = await storeImage(ctx.db, caller.tenant.id, prepared);
  return { id, url: mediaUrl(id), width: prepared.width ?? outWidth, height: prepared.height ?? outHeight };
}
