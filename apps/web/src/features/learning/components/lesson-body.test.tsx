import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LessonBody } from './lesson-body';

const ID = '0b7e5f2a-1c3d-8e4f-9a0b-1c2d3e4f5a6b';

describe('a lesson’s image', () => {
  it('is a responsive, lazily loaded picture with its alt text, size and caption', () => {
    const { container } = render(
      <LessonBody
        blocks={[
          { type: 'p', runs: [{ text: 'Look at the chart:' }] },
          {
            type: 'img',
            media_id: ID,
            url: `/media/${ID}`,
            alt: 'Cash in and cash out by month',
            caption: 'Figure 1: a year of cash flow',
            width: 1280,
            height: 720,
          },
        ]}
      />,
    );
    const img = screen.getByRole('img', { name: 'Cash in and cash out by month' });
    expect(img).toHaveAttribute('src', `/media/${ID}`);
    expect(img).toHaveAttribute('width', '1280');
    expect(img).toHaveAttribute('height', '720');
    expect(img).toHaveAttribute('loading', 'lazy');
    const sources = container.querySelectorAll('picture > source');
    expect(sources[0]).toHaveAttribute('type', 'image/avif');
    expect(sources[0]!.getAttribute('srcset')).toContain(`/media/${ID}?w=640&format=avif 640w`);
    expect(sources[0]).toHaveAttribute('sizes', '(min-width: 1024px) 800px, 100vw');
    expect(sources[1]!.getAttribute('srcset')).toContain(`/media/${ID}?w=1280&format=webp 1280w`);
    const caption = screen.getByText('Figure 1: a year of cash flow');
    expect(caption.tagName).toBe('FIGCAPTION');
    expect(caption.closest('figure')).toContainElement(img);
  });

  it('has no caption when none was written, and draws nothing from another address', () => {
    render(
      <LessonBody
        blocks={[
          { type: 'img', media_id: ID, url: `/media/${ID}`, alt: 'A chart', width: null, height: null },
          {
            type: 'img',
            media_id: ID,
            url: 'https://evil.example/x.png',
            alt: 'Elsewhere',
            width: 1,
            height: 1,
          },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: 'A chart' })).not.toHaveAttribute('width');
    expect(screen.queryByRole('img', { name: 'Elsewhere' })).toBeNull();
    expect(document.querySelector('figcaption')).toBeNull();
  });
});
