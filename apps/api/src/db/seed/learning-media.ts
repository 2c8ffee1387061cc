import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { demoMedia } from '../../lib/storage/bundled.ts';
import type { SeededTenant } from './index.ts';

const CAPTION_LABELS: Record<string, string> = { id: 'Bahasa Indonesia', en: 'English', ms: 'Bahasa Melayu' };

/**
 * The demo lesson files of one tenant (committed in ./learning-media, see
 * scripts/generate-learning-media.mjs): a stored_files row per file, the clips round-robin on the
 * video lessons with their Indonesian, English and Malay captions, and a worksheet in the course's
 * language (English for Malay courses) on every PDF lesson. Rows only: the bytes are served from
 * the built tree by lib/storage (docs/decisions.md §18). Three statements, whatever the catalogue's size.
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
  await db.execute(sql`
    INSERT INTO lesson_captions (lesson_id, language, label, file_id)
    SELECT l.id, cap.language, cap.label, cap.file
      FROM lessons l
      JOIN courses c ON c.id = l.course_id
      JOIN jsonb_to_recordset(${JSON.stringify(captions)}::jsonb)
        AS cap(video uuid, language text, label text, file uuid) ON cap.video = l.file_id
     WHERE c.tenant_id = ${tenant.id} AND l.type = 'video'`);
}
