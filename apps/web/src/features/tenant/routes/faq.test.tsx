import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { faq } from '../testing/fixtures';
import { renderRoute, seededClient } from '../testing/render';
import { Component as FaqPage } from './faq';

const payment = faq.filter((f) => f.category === 'Payment');

function renderFaq(extra: [readonly unknown[], unknown][] = []) {
  return renderRoute(<FaqPage />, { client: seededClient([[['faq', 'en', {}], faq], ...extra]) });
}

describe('FAQ page', () => {
  it('lists every question under its category, each a closed disclosure', () => {
    renderFaq();
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Account' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Payment' })).toBeInTheDocument();
    const question = screen.getByText('Can I get a refund?');
    const details = question.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(document.title).toBe('Frequently asked questions');
  });

  it('marks a question or answer the company wrote only in English', () => {
    const [first, ...rest] = faq;
    renderRoute(<FaqPage />, {
      client: seededClient([
        [
          ['faq', 'en', {}],
          [{ ...first!, text_lang: { answer: 'en' } }, ...rest],
        ],
      ]),
    });
    const details = screen.getByText(first!.question).closest('details')!;
    expect(screen.getByText(first!.question)).not.toHaveAttribute('lang');
    expect(within(details).getByText(first!.answer)).toHaveAttribute('lang', 'en');
  });

  it('opens an answer from its question', async () => {
    renderFaq();
    const details = screen.getByText('Can I get a refund?').closest('details')!;
    await userEvent.click(screen.getByText('Can I get a refund?'));
    expect(details).toHaveAttribute('open');
    expect(within(details).getByText('Within 14 days.')).toBeVisible();
  });

  it('filters by a category chip and marks it pressed', async () => {
    renderFaq([[['faq', 'en', { category: 'Payment' }], payment]]);
    const chips = screen.getByRole('group', { name: 'Filter by category' });
    await userEvent.click(within(chips).getByRole('button', { name: 'Payment' }));
    expect(within(chips).getByRole('button', { name: 'Payment' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(chips).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('2 questions found')).toBeInTheDocument();
    expect(screen.queryByText('How do I create an account?')).not.toBeInTheDocument();
    expect(screen.getByText('Which payment methods are there?')).toBeInTheDocument();
  });

  it('searches after typing pauses and shows the matches', async () => {
    const refund = faq.filter((f) => f.id === 4);
    renderFaq([[['faq', 'en', { search: 'refund' }], refund]]);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'refund');
    expect(await screen.findByText('1 question found')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('How do I create an account?')).not.toBeInTheDocument());
    expect(screen.getByText('Can I get a refund?')).toBeInTheDocument();
  });

  it('says when nothing matches and clears the filters', async () => {
    renderFaq([[['faq', 'en', { search: 'zzz' }], []]]);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'zzz');
    expect(await screen.findByText('No questions match your search')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('searchbox', { name: 'Search the questions' })).toHaveValue('');
    expect(await screen.findByText('How do I create an account?')).toBeInTheDocument();
  });

  it('shows a friendly note when the tenant has no questions', () => {
    renderRoute(<FaqPage />, { client: seededClient([[['faq', 'en', {}], []]]) });
    expect(screen.getByText('No questions yet')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Filter by category' })).not.toBeInTheDocument();
  });
});
