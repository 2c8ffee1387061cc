import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setLocale } from '@/shared/i18n/i18n';
import { loadQuizWords } from '../lib/words';
import { QuizTimer, timeMarks } from './quiz-timer';

/** What a screen reader hears of the time left (product "Quizzes", issue 28 item 4). */
describe('the quiz timer', () => {
  beforeAll(async () => {
    await setLocale('en');
    await loadQuizWords();
  });

  it('speaks at 5 minutes and 1 minute, or at half time and 15 seconds for a quiz under five minutes', () => {
    expect(timeMarks(1800)).toEqual([300, 60]);
    expect(timeMarks(300)).toEqual([300, 60]);
    expect(timeMarks(120)).toEqual([60, 15]);
    expect(timeMarks(31)).toEqual([15]);
  });

  it('says half time on a two-minute quiz as it passes, then 15 seconds', () => {
    const { rerender } = render(<QuizTimer seconds={62} limitSeconds={120} />);
    expect(screen.getByRole('status').textContent).toBe('');
    rerender(<QuizTimer seconds={60} limitSeconds={120} />);
    expect(screen.getByRole('status').textContent).toBe('Half the time is gone: 1:00 left');
    rerender(<QuizTimer seconds={15} limitSeconds={120} />);
    expect(screen.getByRole('status').textContent).toBe('15 seconds left');
  });
});
