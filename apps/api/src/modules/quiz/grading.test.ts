import { describe, expect, it } from 'vitest';
import { creditOf, grade, normaliseShortAnswer, type KeyedQuestion } from './grading.ts';

const multiple: KeyedQuestion = {
  id: 1,
  kind: 'multiple',
  prompt: '',
  explanation: '',
  acceptedAnswers: [],
  options: [
    { id: 10, text: 'A', correct: true },
    { id: 11, text: 'B', correct: true },
    { id: 12, text: 'C', correct: false },
  ],
};
const text: KeyedQuestion = {
  ...multiple,
  id: 2,
  kind: 'short_text',
  options: [],
  acceptedAnswers: ['Rata-rata'],
};

describe('grading', () => {
  it('normalises short answers: case, accents, spaces, quotes and a full stop', () => {
    expect(normaliseShortAnswer('  “Rata-Rata.” ')).toBe('rata-rata');
    expect(normaliseShortAnswer('Café   au lait')).toBe('cafe au lait');
    expect(creditOf(text, { optionIds: [], text: ' RATA-RATA ' }, 'partial')).toBe(1);
    expect(creditOf(text, { optionIds: [], text: 'ratarata' }, 'partial')).toBe(0);
    expect(creditOf(text, { optionIds: [], text: '' }, 'partial')).toBe(0);
  });

  it('multiple choice: all or nothing, or right picks less wrong picks, never below zero', () => {
    expect(creditOf(multiple, { optionIds: [10, 11], text: null }, 'all_or_nothing')).toBe(1);
    expect(creditOf(multiple, { optionIds: [10], text: null }, 'all_or_nothing')).toBe(0);
    expect(creditOf(multiple, { optionIds: [10], text: null }, 'partial')).toBe(0.5);
    expect(creditOf(multiple, { optionIds: [10, 12], text: null }, 'partial')).toBe(0);
    expect(creditOf(multiple, { optionIds: [12], text: null }, 'partial')).toBe(0);
    expect(creditOf(multiple, undefined, 'partial')).toBe(0);
  });

  it('scores points over questions, rounded down so a fail never shows the pass mark', () => {
    const g = grade([multiple, text], new Map([[1, { optionIds: [10], text: null }]]), 'partial', 25);
    expect(g).toMatchObject({ points: 0.5, score: 25, passed: true });
    const thirds = grade(
      [multiple, text, { ...text, id: 3 }],
      new Map([
        [2, { optionIds: [], text: 'rata-rata' }],
        [3, { optionIds: [], text: 'rata-rata' }],
      ]),
      'partial',
      67,
    );
    expect(thirds).toMatchObject({ score: 66.66, passed: false });
  });
});
