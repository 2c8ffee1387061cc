import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Page } from '@app/contract/tenant/schemas';
import { renderRoute, seededClient } from '../testing/render';
import { Component as AboutPage } from './about';

const about: Page = {
  key: 'about',
  title: 'About Cendekia Academy',
  summary: 'Since 2019 we have helped 210,000 Indonesians learn.',
  image: '/media/about',
  updated_at: '2026-01-01T00:00:00.000Z',
  body: [
    { type: 'h2', text: 'Our story' },
    { type: 'p', text: 'Founded in Jakarta in 2019.' },
    { type: 'ul', items: ['Practitioners teach best', 'Indonesian examples'] },
  ],
};

describe('About page', () => {
  it('renders the page from get-about: title, lead, body blocks and a call to action', () => {
    renderRoute(<AboutPage />, { client: seededClient([[['about', 'en'], about]]) });
    expect(screen.getByRole('heading', { level: 1, name: 'About Cendekia Academy' })).toBeInTheDocument();
    expect(screen.getByText('Since 2019 we have helped 210,000 Indonesians learn.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our story' })).toBeInTheDocument();
    expect(screen.getByText('Practitioners teach best').tagName).toBe('LI');
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(document.title).toBe('About Cendekia Academy');
    // Every text is in the page's language: no lang of its own.
    expect(document.querySelector('main [lang], header [lang]')).toBeNull();
  });

  it('marks the texts the company wrote in no Malay with their own language', () => {
    const page: Page = { ...about, title: 'Tentang kami', text_lang: { summary: 'en', body: 'en' } };
    renderRoute(<AboutPage />, { client: seededClient([[['about', 'en'], page]]) });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Tentang kami' }).querySelector('[lang]'),
    ).toBeNull();
    expect(screen.getByText('Since 2019 we have helped 210,000 Indonesians learn.')).toHaveAttribute(
      'lang',
      'en',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Our story' }).closest('[lang]')).toHaveAttribute(
      'lang',
      'en',
    );
  });
});
