// The studio's tables read and written through Drizzle (migrations/0029_video_assets.sql). The job
// queue's `jobs` table is hand-written SQL only (lib/jobs: FOR UPDATE SKIP LOCKED), so it has no
// definition here.
import { bigint, boolean, integer, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { VideoErrorCode, VideoStatus, VideoWarningCode } from '@app/contract/studio/video';

export const videoAssets = pgTable('video_assets', {
  id: uuid('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  uploadedBy: integer('uploaded_by'),
  status: text('status').$type<VideoStatus>().notNull().default('uploading'),
  progress: real('progress').notNull().default(0),
  errorCode: text('error_code').$type<VideoErrorCode>(),
  warnings: text('warnings').array().$type<VideoWarningCode[]>().notNull().default([]),
  fileName: text('file_name').notNull().default(''),
  byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
  durationMs: integer('duration_ms'),
  width: integer('width'),
  height: integer('height'),
  hasAudio: boolean('has_audio'),
  sourceKey: text('source_key'),
  hlsMasterKey: text('hls_master_key'),
  mp4FileId: uuid('mp4_file_id'),
  posterFileId: uuid('poster_file_id'),
  renditions: integer('renditions').array().notNull().default([]),
  jobId: bigint('job_id', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type VideoAssetRow = typeof videoAssets.$inferSelect;
