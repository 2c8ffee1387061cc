import { describe, expect, it } from 'vitest';
import { bodyOf, emptyValues, formField, type AnnouncementValues } from './form';

/** The studio's own checks of an announcement, before it asks the server (issue 25 item 6). */
const values = (over: Partial<AnnouncementValues>): AnnouncementValues => ({ ...emptyValues('id'), ...over });

describe('bodyOf', () => {
  it('names the course and the default language’s fields when nothing is written', () => {
    expect(bodyOf(values({}), 'id')).toEqual({
      body: null,
      problems: { course: 'required', 'subject.id': 'required', 'body.id': 'required' },
    });
  });

  it('names the missing half of a language, and a subject too long', () => {
    const found = bodyOf(
      values({
        courseId: '4',
        languages: ['id', 'en'],
        subject: { id: 'Halo', en: 'x'.repeat(151), ms: '' },
        body: { id: '', en: 'Body', ms: '' },
      }),
      'id',
    );
    expect(found.problems).toEqual({ 'body.id': 'required', 'subject.en': 'too_long' });
  });

  it('sends only the languages chosen, the others empty', () => {
    const found = bodyOf(
      values({
        courseId: '4',
        languages: ['en'],
        subject: { id: 'Lupa dihapus', en: ' Hello ', ms: '' },
        body: { id: 'Tidak dikirim', en: 'Message', ms: '' },
      }),
      'id',
    );
    expect(found.body).toEqual({
      audience: { kind: 'course', course_id: 4 },
      subject: { id: '', en: 'Hello', ms: '' },
      body: { id: '', en: 'Message', ms: '' },
    });
  });

  it('puts a problem of a language not chosen on the first chosen one', () => {
    const found = bodyOf(values({ courseId: '4', languages: ['ms'] }), 'id');
    expect(found.problems).toEqual({ 'subject.ms': 'required', 'body.ms': 'required' });
  });

  it('sends a cohort’s id when the audience is a cohort, and names the cohort when none is chosen', () => {
    const cohort = values({ audience: 'cohort', courseId: '4', languages: ['en'] });
    const texts = { subject: { id: '', en: 'Hello', ms: '' }, body: { id: '', en: 'Message', ms: '' } };
    expect(bodyOf({ ...cohort, ...texts }, 'id').problems).toEqual({ cohort: 'required' });
    expect(bodyOf({ ...cohort, ...texts, cohortId: '7' }, 'id').body).toEqual({
      audience: { kind: 'cohort', cohort_id: 7 },
      ...texts,
    });
  });

  it('reads the server’s audience fields as the form’s', () => {
    expect(formField('audience.cohort_id')).toBe('cohort');
    expect(formField('audience.course_id')).toBe('course');
    expect(formField('audience', 'cohort')).toBe('cohort');
    expect(formField('subject.en')).toBe('subject.en');
  });
});
