import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Article } from '@app/contract/tenant/schemas';
import { renderRoute, seededClient } from '../testing/render';
import { Component as ArticleDetail } from './article-detail';

const article: Article = {
  id: 7,
  slug: 'public-speaking-nerves',
  title: 'Public speaking: five ways to calm your nerves',
  excerpt: 'Nerves never fully disappear.',
  image: '/media/a7',
  author: 'Dimas Ardiansyah',
  published_at: '2026-05-06T00:00:00.000Z',
  reading_minutes: 4,
  body: [
    { type: 'p', text: 'After training 3,000 supervisors…' },
    { type: 'h2', text: 'Practise somewhere safe' },
  ],
};

describe('Article page', () => {
  it('renders the article with its author, date, reading time and blocks', () => {
    renderRoute(<ArticleDetail />, {
      url: `/articles/${article.slug}`,
      path: '/articles/:slug',
      client: seededClient([[['article', article.slug, 'en'], article]]),
    });
    expect(screen.getByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
    expect(screen.getByText('Dimas Ardiansyah')).toBeInTheDocument();
    expect(screen.getByText('6 May 2026')).toBeInTheDocument();
    expect(screen.getByText('4 min read')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Practise somewhere safe' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/articles');
  });

  it('shows Page not found for a slug that cannot exist', () => {
    renderRoute(<ArticleDetail />, { url: '/articles/Not_A_Slug', path: '/articles/:slug' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
