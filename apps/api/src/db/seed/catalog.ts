import type { Db } from '../client.ts';
import type { SeededTenant } from './index.ts';

/** Demo catalogue of one tenant (issue #4); runs after the accounts seed. */
export async function seedCatalog(_db: Db, _tenant: SeededTenant): Promise<void> {}
