import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { terms } from '../testing/fixtures';
import { renderRoute, seededClient } from '../testing/render';
import { Component as TermsPage } from './terms';

describe('Terms page (legal layout)', () => {
  it('shows the title, the date it was last updated, and the body blocks', () => {
    renderRoute(<TermsPage />, { client: seededClient([[['terms', 'en'], terms]]) });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    const updated = screen.getByText('5 March 2026');
    expect(updated.tagName).toBe('TIME');
    expect(updated).toHaveAttribute('datetime', terms.updated_at);
    expect(screen.getByText('These terms govern the use of the site.')).toBeInTheDocument();
  });

  it('builds a table of contents that links to each h2 block', () => {
    renderRoute(<TermsPage />, { client: seededClient([[['terms', 'en'], terms]]) });
    const [toc] = screen.getAllByRole('navigation', { name: 'On this page' });
    const links = within(toc!).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['1. About these terms', '2. Your account']);
    for (const link of links) {
      const id = link.getAttribute('href')!.slice(1);
      expect(document.getElementById(id)).toHaveTextContent(link.textContent!);
    }
  });

  it('links the other policies', () => {
    renderRoute(<TermsPage />, { client: seededClient([[['terms', 'en'], terms]]) });
    const related = screen.getByRole('region', { name: 'Related policies' });
    expect(within(related).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
    expect(within(related).getByRole('link', { name: 'Refund policy' })).toHaveAttribute('href', '/refund');
    expect(within(related).queryByRole('link', { name: 'Terms and conditions' })).not.toBeInTheDocument();
  });
});
