import { describe, expect, it } from 'vitest';
import type { Curriculum } from '@app/contract/studio/schemas';
import { errorsByKey, localErrors, newLesson, retypeLesson, stepLesson } from './curriculum';

const lesson = (key: string) => ({ ...newLesson(), key, title: { id: key, en: '', ms: '' } });
const c: Curriculum = {
  sections: [
    { key: 's1', title: { id: 'A', en: '', ms: '' }, lessons: [lesson('l1'), lesson('l2')] },
    { key: 's2', title: { id: '', en: '', ms: '' }, lessons: [] },
  ],
};
const keys = (x: Curriculum) => x.sections.map((s) => s.lessons.map((l) => l.key));

describe('the curriculum’s steps', () => {
  it('moves a lesson a step, crossing into the next or previous section at its ends', () => {
    expect(keys(stepLesson(c, 'l1', 1))).toEqual([['l2', 'l1'], []]);
    expect(keys(stepLesson(c, 'l2', 1))).toEqual([['l1'], ['l2']]);
    expect(keys(stepLesson(stepLesson(c, 'l2', 1), 'l2', -1))).toEqual([['l1', 'l2'], []]);
    expect(stepLesson(c, 'l1', -1)).toBe(c);
  });

  it('names the server’s field paths by the keys of what was sent', () => {
    expect(
      errorsByKey(c, {
        'sections.0.lessons.1.title.id': 'required',
        'sections.1.title.id': 'required',
        'sections.0.lessons.0': 'invalid',
        sections: 'too_many',
      }),
    ).toEqual({ 'l2.title.id': 'required', 's2.title.id': 'required', l1: 'invalid', sections: 'too_many' });
  });

  it('requires the default language’s titles', () => {
    expect(localErrors(c, 'id')).toEqual({ 's2.title.id': 'required' });
  });
});

describe('a lesson given another type', () => {
  const quiz = {
    ...newLesson('quiz'),
    quiz: {
      time_limit_seconds: 600,
      pass_mark: 70,
      max_attempts: null,
      scoring: 'all_or_nothing' as const,
      questions: [
        {
          key: 'q1',
          kind: 'true_false' as const,
          prompt: 'Is SQL a language?',
          explanation: '',
          accepted_answers: [],
          options: [
            { text: 'True', correct: true },
            { text: 'False', correct: false },
          ],
        },
      ],
    },
  };
  it('drops what the new type may not hold, and says that something is lost', () => {
    const { patch, lost } = retypeLesson(quiz, 'text');
    expect(patch).toEqual({ type: 'text', quiz: null, captions: [], file_id: null });
    expect(lost).toBe(true);
    const video = { ...newLesson('video'), file_id: '7f6c1f5e-6b4e-4a55-9a55-0d3e2f8f0a11' };
    expect(retypeLesson(video, 'pdf')).toEqual({
      patch: { type: 'pdf', quiz: null, captions: [], file_id: null },
      lost: true,
    });
  });
  it('loses nothing from an empty lesson, and keeps a quiz that stays a quiz', () => {
    expect(retypeLesson(newLesson('text'), 'quiz').lost).toBe(false);
    expect(retypeLesson(quiz, 'quiz')).toEqual({ patch: { type: 'quiz', captions: [] }, lost: false });
  });
});
