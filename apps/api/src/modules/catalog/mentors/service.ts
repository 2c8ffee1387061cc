import type { Locale } from '@app/contract/envelope';
import type { SqlRunner } from '../../../db/client.ts';
import { notFound } from '../../../lib/http-errors.ts';
import { intId, type Paging } from '../sql.ts';
import { getMentor, listMentors } from './queries.ts';

export async function mentorById(sql: SqlRunner, tenantId: number, lang: Locale, key: string) {
  const id = intId(key);
  const mentor = id === null ? null : await getMentor(sql, tenantId, lang, id);
  if (!mentor) throw notFound('Mentor not found');
  return mentor;
}

export const mentorPage = (sql: SqlRunner, tenantId: number, lang: Locale, paging: Paging) =>
  listMentors(sql, tenantId, lang, paging);
