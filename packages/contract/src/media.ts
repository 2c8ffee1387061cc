/**
 * Responsive images. A raster image stored with variants (tenant folders, docs/tenant-folder.md)
 * is served at /media/:id?w=<width>&format=<avif|webp> besides /media/:id. Its id is a version-8
 * UUID (RFC 9562 leaves version 8 to the application), so the URL alone tells the web app and the
 * served page that `srcset`s exist, without any answer carrying an extra field. Other images
 * (SVG, older uploads) have version-4 ids and no variants.
 */

/** The widths every variant set aims at; an image narrower than one is kept at its own width. */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** `sizes` of the home banner: the page container (max-w-6xl less padding), else the viewport. */
export const HERO_IMAGE_SIZES = '(min-width: 1152px) 1104px, 100vw';
/** `sizes` of a card in a grid or row (courses, programmes, articles). */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';

const RESPONSIVE = /^\/media\/[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** The `srcset` of an image URL in one format, or undefined when the image has no variants. */
export function mediaSrcset(url: string, format: ImageFormat): string | undefined {
  if (!RESPONSIVE.test(url)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${url}?w=${w}&format=${format} ${w}w`).join(', ');
}
