import type { Curriculum, StudioCourse } from '@app/contract/studio/schemas';
import { json } from './render';

/** A text in the studio's three languages, English given (Indonesian too when asked). */
export const text = (en: string, id = '') => ({ id, en, ms: '' });

/** The API's answers, in its envelope. */
export const ok = (data: unknown) => json({ status: 200, message: 'OK', data });
export const badInput = (fields: Record<string, string>) =>
  json({ status: 400, message: 'Bad input', error: { code: 'validation', fields } }, 400);

/** A draft course as `GET /api/studio/courses/:id` answers it, at a revision, with a curriculum. */
export const draftCourse = (revision: number, curriculum: Curriculum): StudioCourse => ({
  id: 5,
  course_id: null,
  slug: null,
  status: 'draft',
  revision,
  fields: {
    title: text('Data Analysis'),
    subtitle: text(''),
    description: { id: [], en: [], ms: [] },
    category_id: 3,
    mentor_id: 9,
    level: 'beginner',
    price: 150000,
    discount_price: null,
    is_bootcamp: false,
    cover_media_id: null,
  },
  curriculum,
  cover_url: null,
  updated_at: '2026-11-28T08:00:00.000Z',
  updated_by: 'Maya Mentor',
  published_at: null,
});
