import type { Db } from '../client.ts';
import type { SeededTenant } from './index.ts';

/** Demo accounts of one tenant (issue #3). */
export async function seedAccounts(_db: Db, _tenant: SeededTenant): Promise<void> {}
