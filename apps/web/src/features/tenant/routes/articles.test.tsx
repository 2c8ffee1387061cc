import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ArticleSummary } from '@app/contract/tenant/schemas';
import { renderRoute, seededClient } from '../testing/render';
import { ARTICLES_PER_PAGE, Component as ArticlesPage } from './articles';

const summary = (id: number): ArticleSummary => ({
  id,
  slug: `article-${id}`,
  title: `Article number ${id}`,
  excerpt: 'An excerpt.',
  image: `/media/a${id}`,
  author: 'Larasati Wibowo',
  published_at: '2026-01-12T00:00:00.000Z',
  reading_minutes: 3,
});
const pageOf = (ids: number[], page: number) => ({
  data: ids.map(summary),
  meta: { page, limit: ARTICLES_PER_PAGE, total: 11 },
});

describe('Articles page', () => {
  it('shows a page of article cards with date and reading time, and pages through ?page=', async () => {
    const client = seededClient([
      [['articles', 'en', 1, ARTICLES_PER_PAGE], pageOf([1, 2, 3, 4, 5, 6, 7, 8, 9], 1)],
      [['articles', 'en', 2, ARTICLES_PER_PAGE], pageOf([10, 11], 2)],
    ]);
    renderRoute(<ArticlesPage />, { url: '/articles', path: '/articles', client });
    expect(screen.getByRole('heading', { level: 1, name: 'Articles' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(9);
    expect(screen.getByRole('link', { name: 'Article number 1' })).toHaveAttribute(
      'href',
      '/articles/article-1',
    );
    expect(screen.getAllByText('12 January 2026')).toHaveLength(9);
    expect(screen.getAllByText('3 min read')).toHaveLength(9);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Article number 10' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('says so when there are no articles yet', () => {
    const client = seededClient([
      [['articles', 'en', 1, ARTICLES_PER_PAGE], { data: [], meta: { page: 1, limit: 9, total: 0 } }],
    ]);
    renderRoute(<ArticlesPage />, { url: '/articles', path: '/articles', client });
    expect(screen.getByText('No articles yet')).toBeInTheDocument();
  });
});
