import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { media } from '../db/schema/index.ts';

/** Public path of a stored image; media lives in the database so every instance can serve it. */
export const mediaUrl = (id: string | null | undefined) => (id ? `/media/${id}` : '');

export async function storeMedia(
  db: Db,
  input: { tenantId: number | null; contentType: string; bytes: Buffer },
): Promise<string> {
  const id = randomUUID();
  await db.insert(media).values({
    id,
    tenantId: input.tenantId,
    contentType: input.contentType,
    bytes: input.bytes,
    byteSize: input.bytes.length,
    sha256: createHash('sha256').update(input.bytes).digest('hex'),
  });
  return id;
}

/** Stores several images in one insert (demo seeding); returns their ids in the same order. */
export async function storeMediaMany(
  db: Db,
  items: { tenantId: number | null; contentType: string; bytes: Buffer }[],
): Promise<string[]> {
  if (items.length === 0) return [];
  const rows = items.map((input) => ({
    id: randomUUID(),
    tenantId: input.tenantId,
    contentType: input.contentType,
    bytes: input.bytes,
    byteSize: input.bytes.length,
    sha256: createHash('sha256').update(input.bytes).digest('hex'),
  }));
  await db.insert(media).values(rows);
  return rows.map((row) => row.id);
}
