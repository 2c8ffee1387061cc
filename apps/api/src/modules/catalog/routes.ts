import type { FastifyInstance } from 'fastify';
import { createCatalogCaches } from './answers.ts';
import type { CatalogContext } from './context.ts';
import * as calls from '@app/contract/catalog/endpoints';
import { implement } from '../../lib/route.ts';
import { coursesHandlers } from './courses/routes.ts';
import { startStudentsCountJob } from './courses/students-count.ts';
import { discussionHandlers } from './discussion/routes.ts';
import { mentorsHandlers } from './mentors/routes.ts';
import { ratingsHandlers } from './ratings/routes.ts';
import { searchHandlers } from './search/routes.ts';

/**
 * The catalogue on the learning host (product §7, §12), in five parts of the same shape
 * (routes → service → queries): courses, search, mentors, discussion, ratings. Every route checks
 * the learning host's basic auth before its input is validated (lib/route.ts), so a caller
 * without credentials learns nothing else.
 */
export default async function catalogRoutes(app: FastifyInstance) {
  const caches = createCatalogCaches();
  // A rating or a catalogue edit on any instance drops the cached pages here too.
  app.onDataChange('catalog', () => {
    caches.list.clear();
    caches.search.clear();
  });
  const ctx: CatalogContext = { sql: app.database.sql, db: app.db, limiter: app.limiter, caches };
  implement(app, calls, {
    ...coursesHandlers(ctx),
    ...searchHandlers(ctx),
    ...mentorsHandlers(ctx),
    ...discussionHandlers(ctx),
    ...ratingsHandlers(ctx),
  });

  const stop = startStudentsCountJob(app.database.sql, app.log, STUDENTS_COUNT_FOLD_SECONDS);
  app.addHook('onClose', async () => stop());
}

/** How late a course's students_count may be after an enrolment (0018_students_count_deltas.sql). */
const STUDENTS_COUNT_FOLD_SECONDS = 5;
