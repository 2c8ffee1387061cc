/** Photos the profile accepts; the server checks the bytes again and re-encodes them. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export type PhotoProblem = 'type' | 'size' | null;

export function checkPhoto(file: Pick<File, 'type' | 'size'>): PhotoProblem {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > PHOTO_MAX_BYTES) return 'size';
  return null;
}
