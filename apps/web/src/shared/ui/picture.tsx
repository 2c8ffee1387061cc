import type { ImgHTMLAttributes } from 'react';
import { mediaSrcset } from '@app/contract/media';

type PictureProps = ImgHTMLAttributes<HTMLImageElement> & {
  src: string;
  alt: string;
  /** The `sizes` of the sources: how wide the image is drawn (@app/contract/media has the usual ones). */
  sizes: string;
};

/**
 * An image the API stored with AVIF and WebP variants (its URL says so, @app/contract/media): the
 * browser picks the format it supports and the width the layout needs. Any other image is a plain
 * <img>. The <img> keeps every attribute (size, loading, priority), so the layout is the same.
 */
export function Picture({ sizes, alt, ...img }: PictureProps) {
  const avif = mediaSrcset(img.src, 'avif');
  const image = <img alt={alt} {...img} />;
  if (!avif) return image;
  return (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <source type="image/webp" srcSet={mediaSrcset(img.src, 'webp')} sizes={sizes} />
      {image}
    </picture>
  );
}
