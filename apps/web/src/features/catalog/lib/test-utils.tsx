import type { ReactNode } from 'react';
import type { CourseSummary } from '@app/contract/catalog/schemas';
import { renderWithApp as renderApp } from '@/shared/testing/render-with-app';

export { stubFetch, type FetchCall } from '@/shared/testing/render-with-app';

/** renderWithApp with the learning host's credentials configured; `ui` only at `path`. */
export const renderWithApp = (ui: ReactNode, { path = '/', route = '/' } = {}) =>
  renderApp(ui, {
    path,
    route,
    config: { LEARNING_BASIC_USER: 'learning', LEARNING_BASIC_PASSWORD: 'learning-demo' },
  });

export const ok = (data: unknown, meta?: unknown) => ({ body: { status: 200, message: 'OK', data, meta } });

export function courseFixture(patch: Partial<CourseSummary> = {}): CourseSummary {
  return {
    id: 1,
    slug: 'python-for-data-analysis',
    title: 'Python for Data Analysis',
    subtitle: 'From spreadsheets to pandas',
    image: '/media/1',
    price: 1250000,
    discount_price: null,
    currency: 'IDR',
    category: { id: 3, slug: 'data-science', name: 'Data Science' },
    mentor: { id: 7, name: 'Rina Wijaya', photo: '/media/9', headline: 'Data scientist' },
    rating_avg: 4.6,
    rating_count: 1234,
    students_count: 15234,
    level: 'beginner',
    duration_minutes: 750,
    lessons_count: 42,
    is_bootcamp: false,
    language: 'id',
    updated_at: '2026-03-14T08:00:00.000Z',
    ...patch,
  };
}
