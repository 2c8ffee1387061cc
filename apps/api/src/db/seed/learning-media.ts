import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { demoMedia } from '../../lib/storage/bundled.ts';
import type { SeededTenant } from './index.ts';

const CAPTION_LABELS: Record<string, string> = {
  id: 'Bahasa Indonesia',
  en: 'English',
  ms: 'Bahasa Melayu',
};

/**
 * The demo lesson files of one tenant (committed in ./learning-media, see
 * scripts/generate-learning-media.mjs): a stored_files row per file, the clips round-robin on the
 * video lessons, and a worksheet in the course's language (English for Malay courses) on every
 * PDF lesson. Rows only: the bytes are served from the built tree by lib/storage
 * (docs/decisions.md §18). Five statements, whatever the catalogue's size.
 *
 * The demo must not claim what it does not play (docs/product.md §15): a video lesson takes its
 * clip's length, so the catalogue, the course's total and the 90 % rule all agree with the
 * player; and it offers the captions of the languages its company teaches in.
 */
export async function seedLearningMedia(db: Db, tenant: SeededTenant): Promise<void> {
  const { files } = demoMedia();
  if (files.length === 0) return;
  const rows = files.map((f) => ({ ...f, id: randomUUID() }));
  await db.execute(sql`
    INSERT INTO stored_files (id, tenant_id, storage_key, content_type, byte_size, sha256, duration_ms)
    SELECT id, ${tenant.id}, key, content_type, byte_size, sha256, duration_ms
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        AS x(id uuid, key text, content_type text, byte_size bigint, sha256 text, duration_ms int)`);

  const idOf = new Map(rows.map((r) => [r.name, r.id]));
  const clips = rows.filter((r) => r.kind === 'video').map((r) => r.id);
  const worksheets = (language: string) =>
    rows.filter((r) => r.kind === 'worksheet' && r.language === language).map((r) => r.id);
  const captions = rows
    .filter((r) => r.kind === 'captions' && r.video && r.language)
    .map((r) => ({
      video: idOf.get(r.video!),
      language: r.language,
      label: CAPTION_LABELS[r.language!] ?? r.language,
      file: r.id,
    }));

  // Lessons in catalogue order get clips 1, 2, 3, 4, 1, … (and worksheets likewise).
  await db.execute(sql`
    UPDATE lessons l SET file_id = CASE
        WHEN x.type = 'video' THEN (${JSON.stringify(clips)}::jsonb ->> (x.n % ${clips.length})::int)::uuid
        WHEN x.language = 'id' THEN (${JSON.stringify(worksheets('id'))}::jsonb ->> (x.n % ${worksheets('id').length})::int)::uuid
        ELSE (${JSON.stringify(worksheets('en'))}::jsonb ->> (x.n % ${worksheets('en').length})::int)::uuid
      END
      FROM (SELECT l.id, l.type, c.language,
                   row_number() OVER (PARTITION BY l.type, c.language = 'id' ORDER BY l.id) - 1 AS n
              FROM lessons l JOIN courses c ON c.id = l.course_id
             WHERE c.tenant_id = ${tenant.id} AND l.type IN ('video', 'pdf')) x
     WHERE l.id = x.id`);
  await seedLengths(db, tenant.id);
  // A lesson's captions: its course's language, its company's default one, and every other
  // language the company teaches a course in (Cendekia: Indonesian and English; Acme: English
  // and Malay).
  await db.execute(sql`
    INSERT INTO lesson_captions (lesson_id, language, label, file_id)
    SELECT l.id, cap.language, cap.label, cap.file
      FROM lessons l
      JOIN courses c ON c.id = l.course_id
      JOIN tenants t ON t.id = c.tenant_id
      JOIN jsonb_to_recordset(${JSON.stringify(captions)}::jsonb)
        AS cap(video uuid, language text, label text, file uuid) ON cap.video = l.file_id
     WHERE c.tenant_id = ${tenant.id} AND l.type = 'video'
       AND (cap.language = t.default_locale
            OR cap.language IN (SELECT language FROM courses WHERE tenant_id = ${tenant.id}))`);
}

/**
 * A video lesson with a clip is as long as the clip, whatever its catalogue file said; the other
 * lessons keep their stated length. Each course's length is then its lessons' again.
 */
async function seedLengths(db: Db, tenantId: number) {
  await db.execute(sql`
    UPDATE lessons l SET duration_seconds = round(f.duration_ms / 1000.0)::int
      FROM stored_files f, courses c
     WHERE f.id = l.file_id AND c.id = l.course_id AND c.tenant_id = ${tenantId}
       AND l.type = 'video' AND f.duration_ms IS NOT NULL`);
  await db.execute(sql`
    UPDATE courses c SET duration_minutes = whole_minutes(x.seconds)
      FROM (SELECT course_id, sum(duration_seconds)::bigint AS seconds FROM lessons GROUP BY course_id) x
     WHERE x.course_id = c.id AND c.tenant_id = ${tenantId}`);
}
