import type { Db } from '../client.ts';
import type { SeededTenant } from './index.ts';

/** Demo content of one tenant (placeholder: filled in by the content seed). */
export async function seedContent(_db: Db, _tenant: SeededTenant): Promise<void> {}
