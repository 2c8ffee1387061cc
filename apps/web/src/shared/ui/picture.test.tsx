import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CARD_IMAGE_SIZES } from '@app/contract/media';
import { Picture } from './picture';

describe('Picture', () => {
  it('offers AVIF and WebP at every width for an image stored with variants', () => {
    const src = '/media/ceae3091-e7a3-84dd-81c9-8d9003a270f2';
    const { container } = render(<Picture src={src} alt="" sizes={CARD_IMAGE_SIZES} width={640} />);
    const [avif, webp] = container.querySelectorAll('picture > source');
    expect(avif).toHaveAttribute('type', 'image/avif');
    expect(avif).toHaveAttribute(
      'srcset',
      `${src}?w=320&format=avif 320w, ${src}?w=640&format=avif 640w, ${src}?w=1280&format=avif 1280w`,
    );
    expect(avif).toHaveAttribute('sizes', CARD_IMAGE_SIZES);
    expect(webp).toHaveAttribute('type', 'image/webp');
    expect(webp!.getAttribute('srcset')).toContain(`${src}?w=640&format=webp 640w`);
    const img = container.querySelector('picture > img');
    expect(img).toHaveAttribute('src', src);
    expect(img).toHaveAttribute('width', '640');
  });

  it('is a plain img for an SVG or an older image (no variants)', () => {
    const { container } = render(
      <Picture src="/media/1b4e28ba-2fa1-41d2-883f-0016d3cca427" alt="Cover" sizes={CARD_IMAGE_SIZES} />,
    );
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('alt', 'Cover');
  });
});
