import type { Locale } from '@app/contract/envelope';
import type { SqlRunner } from '../../../db/client.ts';
import { mentorStats, text, textLangJson, toMentor, type Paging } from '../sql.ts';

function mentorSelect(lang: Locale) {
  return `SELECT m.id AS m_id, m.name AS m_name, m.photo_media_id AS m_photo, ${text('m', 'headline', lang)} AS m_headline,
                 ${text('m', 'bio', lang)} AS m_bio, ms.courses_count, ms.students_count AS m_students_count,
                 ms.rating_avg AS m_rating_avg,
                 ${textLangJson(lang, { headline: 'm.headline', bio: 'm.bio' })} AS m_text_lang
            FROM mentors m ${mentorStats}`;
}

export async function getMentor(sql: SqlRunner, tenantId: number, lang: Locale, id: number) {
  const [row] = await sql.query(`${mentorSelect(lang)} WHERE m.tenant_id = $1 AND m.id = $2`, [tenantId, id]);
  return row ? toMentor(row) : null;
}

export async function listMentors(sql: SqlRunner, tenantId: number, lang: Locale, { page, limit }: Paging) {
  const [rows, [count]] = await Promise.all([
    sql.query(`${mentorSelect(lang)} WHERE m.tenant_id = $1 ORDER BY m.position, m.id LIMIT $2 OFFSET $3`, [
      tenantId,
      limit,
      (page - 1) * limit,
    ]),
    sql.query<{ n: number }>('SELECT count(*)::int AS n FROM mentors WHERE tenant_id = $1', [tenantId]),
  ]);
  return { items: rows.map(toMentor), total: count?.n ?? 0 };
}
