// Catalogue tables that the demo seed and the tenant command write through Drizzle. The SQL in migrations/0003_catalog.sql
// is the source of truth (triggers, generated columns, indexes); the catalogue's own queries are
// hand-written SQL, so the other catalogue tables have no Drizzle definition.
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ContentBlock } from '@app/contract/tenant/schemas';
import type { Localized } from './tenant.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  slug: text('slug').notNull(),
  nameEn: text('name_en').notNull(),
  nameId: text('name_id').notNull(),
  nameMs: text('name_ms').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  descriptionId: text('description_id').notNull().default(''),
  descriptionMs: text('description_ms').notNull().default(''),
  icon: text('icon').notNull().default(''),
  color: text('color').notNull().default('#0f766e'),
  position: integer('position').notNull().default(0),
  coursesCount: integer('courses_count').notNull().default(0),
});

export const mentors = pgTable('mentors', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  userId: integer('user_id'),
  name: text('name').notNull(),
  photoMediaId: uuid('photo_media_id'),
  headlineEn: text('headline_en').notNull().default(''),
  headlineId: text('headline_id').notNull().default(''),
  headlineMs: text('headline_ms').notNull().default(''),
  bioEn: text('bio_en').notNull().default(''),
  bioId: text('bio_id').notNull().default(''),
  bioMs: text('bio_ms').notNull().default(''),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const courseLevelValues = ['beginner', 'intermediate', 'advanced', 'all'] as const;

export const courses = pgTable('courses', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  slug: text('slug').notNull(),
  categoryId: integer('category_id').notNull(),
  mentorId: integer('mentor_id').notNull(),
  titleEn: text('title_en').notNull(),
  titleId: text('title_id').notNull(),
  titleMs: text('title_ms').notNull().default(''),
  subtitleEn: text('subtitle_en').notNull().default(''),
  subtitleId: text('subtitle_id').notNull().default(''),
  subtitleMs: text('subtitle_ms').notNull().default(''),
  description: jsonb('description').$type<Localized<ContentBlock[]>>().notNull(),
  whatYouLearn: jsonb('what_you_learn').$type<Localized<string[]>>().notNull(),
  requirements: jsonb('requirements').$type<Localized<string[]>>().notNull(),
  imageMediaId: uuid('image_media_id'),
  price: numeric('price', { precision: 12, scale: 2 }).notNull(),
  discountPrice: numeric('discount_price', { precision: 12, scale: 2 }),
  salePrice: numeric('sale_price', { precision: 12, scale: 2 }).generatedAlwaysAs(
    sql`coalesce(discount_price, price)`,
  ),
  level: text('level', { enum: courseLevelValues }).notNull().default('all'),
  language: text('language').notNull().default('id'),
  isBootcamp: boolean('is_bootcamp').notNull().default(false),
  durationMinutes: integer('duration_minutes').notNull().default(0),
  sectionsCount: integer('sections_count').notNull().default(0),
  lessonsCount: integer('lessons_count').notNull().default(0),
  studentsCount: integer('students_count').notNull().default(0),
  commentsCount: integer('comments_count').notNull().default(0),
  rating1: integer('rating_1').notNull().default(0),
  rating2: integer('rating_2').notNull().default(0),
  rating3: integer('rating_3').notNull().default(0),
  rating4: integer('rating_4').notNull().default(0),
  rating5: integer('rating_5').notNull().default(0),
  ratingCount: integer('rating_count').generatedAlwaysAs(
    sql`rating_1 + rating_2 + rating_3 + rating_4 + rating_5`,
  ),
  ratingAvg: numeric('rating_avg', { precision: 3, scale: 2 }).generatedAlwaysAs(
    sql`CASE WHEN rating_1 + rating_2 + rating_3 + rating_4 + rating_5 = 0 THEN 0 ELSE round((rating_1 + 2 * rating_2 + 3 * rating_3 + 4 * rating_4 + 5 * rating_5)::numeric / (rating_1 + rating_2 + rating_3 + rating_4 + rating_5), 2) END`,
  ),
  searchTitle: text('search_title').notNull().default(''),
  searchTsv: tsvector('search_tsv')
    .notNull()
    .default(sql`''::tsvector`),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// Written through Drizzle by the tenant command (cli/tenant) when it adds a catalogue.
export const lessonTypeValues = ['video', 'text', 'pdf', 'quiz'] as const;

export const courseSections = pgTable('course_sections', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id').notNull(),
  position: integer('position').notNull(),
  titleEn: text('title_en').notNull(),
  titleId: text('title_id').notNull(),
  titleMs: text('title_ms').notNull().default(''),
  // Kept while it holds archived lessons (0030_lesson_archive.sql).
  archivedAt: timestamp('archived_at', { withTimezone: true }),
});

export const lessons = pgTable('lessons', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id').notNull(),
  sectionId: integer('section_id').notNull(),
  position: integer('position').notNull(),
  titleEn: text('title_en').notNull(),
  titleId: text('title_id').notNull(),
  titleMs: text('title_ms').notNull().default(''),
  type: text('type', { enum: lessonTypeValues }).notNull(),
  // A video lesson is as long as its video: seconds, with whole minutes worked out from them
  // (0025_lesson_seconds.sql).
  durationSeconds: integer('duration_seconds').notNull().default(0),
  durationMinutes: integer('duration_minutes')
    .notNull()
    .generatedAlwaysAs(sql`whole_minutes(duration_seconds)`),
  isPreview: boolean('is_preview').notNull().default(false),
  bodyEn: text('body_en').notNull().default(''),
  bodyId: text('body_id').notNull().default(''),
  bodyMs: text('body_ms').notNull().default(''),
  mediaId: uuid('media_id'),
  // The lesson's video or PDF in object storage (0013_learning.sql).
  fileId: uuid('file_id'),
  // Removed in the studio while learners had progress on it (0030_lesson_archive.sql).
  archivedAt: timestamp('archived_at', { withTimezone: true }),
});
