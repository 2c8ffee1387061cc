import { describe, expect, it } from 'vitest';
import type { CourseProgress } from '@app/contract/learning/schemas';
import type { MessageKey } from '@/shared/i18n/i18n';
import en from '@/shared/i18n/locales/en/learning';
import { translate } from '@/shared/i18n/i18n';
import { applyProgressResult, clampPercent, daysAgo, formatClock } from './progress';
import { lengthLabel, lastActivityLabel } from './words';

const t = (key: MessageKey, vars?: Record<string, string | number>) => translate(en, key, vars);
const lesson = (id: number, completed = false) => ({
  lesson_id: id,
  completed,
  completed_at: completed ? '2026-11-20T10:00:00.000Z' : null,
  watched_percent: 0,
  position_seconds: 0,
});
const course = (patch: Partial<CourseProgress> = {}): CourseProgress => ({
  course_id: 7,
  progress_percent: 25,
  completed_lessons: 1,
  lessons_count: 4,
  completed_at: null,
  certificate_code: null,
  lessons: [lesson(1, true), lesson(2), lesson(3), lesson(4)],
  ...patch,
});

describe('applyProgressResult', () => {
  it('replaces the lesson with the server’s answer and takes its share of the course', () => {
    const next = applyProgressResult(course(), {
      ...lesson(2, true),
      watched_percent: 93.4,
      position_seconds: 41,
      course_id: 7,
      progress_percent: 50,
      certificate_code: null,
    })!;
    expect(next.lessons[1]).toMatchObject({
      lesson_id: 2,
      completed: true,
      watched_percent: 93.4,
      position_seconds: 41,
    });
    expect(next).toMatchObject({ completed_lessons: 2, progress_percent: 50, completed_at: null });
  });

  it('keeps the certificate the last lesson earned and marks the course finished', () => {
    const before = course({
      progress_percent: 75,
      completed_lessons: 3,
      lessons: [lesson(1, true), lesson(2, true), lesson(3, true), lesson(4)],
    });
    const next = applyProgressResult(before, {
      ...lesson(4, true),
      course_id: 7,
      progress_percent: 100,
      certificate_code: 'ABCD-EFGH-JKLM',
    })!;
    expect(next).toMatchObject({
      progress_percent: 100,
      completed_lessons: 4,
      certificate_code: 'ABCD-EFGH-JKLM',
    });
    expect(next.completed_at).not.toBeNull();
  });

  it('leaves a course without progress (not owned, not loaded) alone', () => {
    const answer = { ...lesson(1, true), course_id: 7, progress_percent: 25, certificate_code: null };
    expect(applyProgressResult(null, answer)).toBeNull();
    expect(applyProgressResult(undefined, answer)).toBeUndefined();
  });
});

describe('progress formatting', () => {
  it('clamps a share to a whole 0–100', () => {
    expect([clampPercent(-3), clampPercent(49.6), clampPercent(140), clampPercent(Number.NaN)]).toEqual([
      0, 50, 100, 0,
    ]);
  });

  it('writes a video position as a clock', () => {
    expect([formatClock(0), formatClock(75.9), formatClock(600), formatClock(3725)]).toEqual([
      '0:00',
      '1:15',
      '10:00',
      '1:02:05',
    ]);
  });

  it('says a length in hours and minutes', () => {
    expect([lengthLabel(t, 45 * 60), lengthLabel(t, 120 * 60), lengthLabel(t, 277 * 60)]).toEqual([
      '45 min',
      '2 h',
      '4 h 37 min',
    ]);
  });

  it('says a lesson under a minute in seconds, never "0 min", and rounds the rest to whole minutes', () => {
    // The demo's clips are 24–36 s long (docs/product.md §15).
    expect([lengthLabel(t, 24), lengthLabel(t, 36), lengthLabel(t, 1), lengthLabel(t, 59.4)]).toEqual([
      '24 sec',
      '36 sec',
      '1 sec',
      '59 sec',
    ]);
    expect([lengthLabel(t, 59.6), lengthLabel(t, 89), lengthLabel(t, 90), lengthLabel(t, 3599)]).toEqual([
      '1 min',
      '1 min',
      '2 min',
      '1 h',
    ]);
    expect(lengthLabel(t, 0)).toBe('0 min');
  });

  it('says when the learner last learned, by calendar day', () => {
    const now = new Date(2026, 10, 23, 9, 0);
    const at = (d: number, h = 20) => new Date(2026, 10, d, h).toISOString();
    const date = () => '3 Nov 2026';
    expect(daysAgo(at(22, 23), now)).toBe(1);
    expect(lastActivityLabel(t, null, date, now)).toBe('Not started yet');
    expect(lastActivityLabel(t, at(23, 1), date, now)).toBe('Last activity today');
    expect(lastActivityLabel(t, at(22), date, now)).toBe('Last activity yesterday');
    expect(lastActivityLabel(t, at(19), date, now)).toBe('Last activity 4 days ago');
    expect(lastActivityLabel(t, at(3), date, now)).toBe('Last activity 3 Nov 2026');
  });
});
