import { describe, expect, it } from 'vitest';
import type { Curriculum } from '@app/contract/studio/schemas';
import { errorsByKey, localErrors, newLesson, stepLesson } from './curriculum';

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
