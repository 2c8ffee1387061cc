import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { banners, general } from '../../testing/fixtures';
import { renderRoute, seededClient } from '../../testing/render';
import { Hero } from './hero';

describe('Home hero', () => {
  it('shows one banner at a time and moves only when asked', async () => {
    renderRoute(<Hero />, { client: seededClient([[['banner', 'en'], banners]]) });
    expect(screen.getByRole('heading', { level: 1, name: 'Learn job-ready skills' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/education');
    const image = document.querySelector('img')!;
    expect(image).not.toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '1440');

    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Bootcamp: March intake' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show slide 2' })).toHaveAttribute('aria-current', 'true');
    expect(image).toHaveAttribute('src', '/media/b2');

    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Learn job-ready skills' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Bootcamp: March intake' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('falls back to the tagline and a way in when there are no banners', () => {
    renderRoute(<Hero />, {
      client: seededClient([
        [['banner', 'en'], []],
        [['general', 'en'], general],
      ]),
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Practical courses from working professionals' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
  });
});
