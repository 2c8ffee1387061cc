import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Locale } from '@app/contract/envelope';
import type { Db } from '../../db/client.ts';
import { contentItems, contentPages, type ContentKind } from '../../db/schema/index.ts';
import { localize } from '../../lib/localize.ts';

/** Every published item of one kind, in display order, localised. */
export async function listContent<T>(
  db: Db,
  tenantId: number,
  kind: ContentKind,
  locale: Locale,
): Promise<T[]> {
  const rows = await db
    .select({ id: contentItems.id, slug: contentItems.slug, data: contentItems.data })
    .from(contentItems)
    .where(and(eq(contentItems.tenantId, tenantId), eq(contentItems.kind, kind)))
    .orderBy(asc(contentItems.position), asc(contentItems.id));
  return rows.map((row) => ({ ...localize<object>(row.data, locale), id: row.id }) as T);
}

export async function getPage<T>(db: Db, tenantId: number, key: string, locale: Locale): Promise<T | null> {
  const [row] = await db
    .select({ data: contentPages.data, updatedAt: contentPages.updatedAt })
    .from(contentPages)
    .where(and(eq(contentPages.tenantId, tenantId), eq(contentPages.key, key)))
    .limit(1);
  if (!row) return null;
  return { ...localize<object>(row.data, locale), key, updated_at: row.updatedAt.toISOString() } as T;
}

export async function listArticles<T>(db: Db, tenantId: number, locale: Locale, page: number, limit: number) {
  const where = and(eq(contentItems.tenantId, tenantId), eq(contentItems.kind, 'article'));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: contentItems.id,
        slug: contentItems.slug,
        data: contentItems.data,
        publishedAt: contentItems.publishedAt,
      })
      .from(contentItems)
      .where(where)
      .orderBy(desc(contentItems.publishedAt), desc(contentItems.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(contentItems).where(where),
  ]);
  const items = rows.map((row) => {
    const { body: _body, ...summary } = localize<Record<string, unknown>>(row.data, locale);
    return { ...summary, id: row.id, slug: row.slug, published_at: row.publishedAt.toISOString() } as T;
  });
  return { items, total: total?.n ?? 0 };
}

export async function getArticle<T>(
  db: Db,
  tenantId: number,
  slug: string,
  locale: Locale,
): Promise<T | null> {
  const [row] = await db
    .select({
      id: contentItems.id,
      slug: contentItems.slug,
      data: contentItems.data,
      publishedAt: contentItems.publishedAt,
    })
    .from(contentItems)
    .where(
      and(eq(contentItems.tenantId, tenantId), eq(contentItems.kind, 'article'), eq(contentItems.slug, slug)),
    )
    .limit(1);
  if (!row) return null;
  return {
    ...localize<object>(row.data, locale),
    id: row.id,
    slug: row.slug,
    published_at: row.publishedAt.toISOString(),
  } as T;
}
