import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useBrand } from '@/shared/config/brand-store';
import { general } from '../testing/fixtures';
import { renderRoute, seededClient } from '../testing/render';
import { SiteFooter } from './site-footer';

beforeEach(() => useBrand.setState({ companyName: 'Cendekia Academy', logo: '/media/logo' }));

describe('SiteFooter', () => {
  it('links every content and legal page', () => {
    renderRoute(<SiteFooter />, { client: seededClient([[['general', 'en'], general]]) });
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    for (const path of [
      '/about',
      '/contact',
      '/corporate-solution',
      '/career',
      '/faq',
      '/help',
      '/articles',
      '/terms',
      '/privacy',
      '/refund',
      '/cancellation',
      '/#programmes',
    ])
      expect(hrefs).toContain(path);
    expect(within(nav).getByRole('link', { name: 'Refund policy' })).toHaveAttribute('href', '/refund');
  });

  it('shows the tenant’s contact items as mail and phone links, and its social accounts', () => {
    renderRoute(<SiteFooter />, { client: seededClient([[['general', 'en'], general]]) });
    expect(screen.getByRole('link', { name: /support@cendekia\.example/ })).toHaveAttribute(
      'href',
      'mailto:support@cendekia.example',
    );
    expect(screen.getByRole('link', { name: /\+62 21 5088 1234/ })).toHaveAttribute(
      'href',
      'tel:+622150881234',
    );
    expect(screen.getByText('Jl. Sudirman 52, Jakarta')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://instagram.com/cendekia',
    );
    expect(screen.getByText('Practical courses from working professionals')).toBeInTheDocument();
  });

  it('names the company in the copyright line and reloads home from the logo', () => {
    renderRoute(<SiteFooter />, { client: seededClient([[['general', 'en'], general]]) });
    expect(
      screen.getByText(new RegExp(`© ${new Date().getFullYear()} Cendekia Academy`)),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cendekia Academy' })).toHaveAttribute('href', '/');
  });
});
