import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { writeTenant } from '../../cli/tenant/add.ts';
import { loadTenantFolder } from '../../cli/tenant/folder/load.ts';
import type { Database, Db } from '../client.ts';
import { tenants } from '../schema/index.ts';
import { seedAccounts } from './accounts.ts';
import { seedCatalogActivity } from './catalog.ts';
import { seedCommerce } from './commerce.ts';
import { seedLearning } from './learning.ts';
import { seedLearningMedia } from './learning-media.ts';
import { seedCv } from './cv.ts';

/** A demo company as the rest of the seed needs it, once its folder is added. */
export interface SeededTenant {
  id: number;
  demo: DemoCompany;
}

export interface DemoCompany {
  slug: string;
  hosts: string[];
  status: 'active' | 'suspended';
  companyName: string;
  currency: 'IDR' | 'MYR';
  /** Sales tax in percent, included in every price (docs/product.md §14). */
  taxRate: number;
  colors: { primary: string; background: string; accent: string; text: string };
}

/**
 * The demo companies, in this order (their ids are 1, 2 and 3, which the demo's generated data
 * and the tests rely on): two active brands that must look different, and one suspended.
 */
const DEMO_FOLDERS = ['cendekia', 'acme', 'dormant'];

/**
 * examples/tenants at the repository's root: the nearest one up from this file, in src/db/seed
 * as in the built dist/chunks.
 */
function examplesFolder(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); dir !== dirname(dir); dir = dirname(dir)) {
    const candidate = join(dir, 'examples', 'tenants');
    if (existsSync(join(candidate, DEMO_FOLDERS[0]!, 'tenant.json'))) return candidate;
  }
  throw new Error('The demo tenant folders (examples/tenants) are missing.');
}

/**
 * A demo company from its folder, by the tenant command's own code (cli/tenant): the company,
 * its branding, home content, FAQ, articles, pages, catalogue with curricula and quizzes, and
 * vouchers. The seed adds what a folder does not hold: people and what they did.
 */
async function seedTenant(db: Db, folderPath: string): Promise<SeededTenant> {
  const folder = await loadTenantFolder(folderPath);
  const { id } = await writeTenant(db, folder);
  const t = folder.tenant;
  return {
    id,
    demo: {
      slug: t.slug,
      hosts: t.domains,
      status: t.status,
      companyName: t.companyName,
      currency: t.currency,
      taxRate: t.taxRate,
      colors: t.colors,
    },
  };
}

/** Seeds the demo tenants and their content into an empty database; returns false when not empty. */
export async function seedDemo(database: Database): Promise<boolean> {
  const [existing] = await database.db.select({ n: count() }).from(tenants);
  if ((existing?.n ?? 0) > 0) return false;
  await database.db.transaction(async (tx) => {
    const examples = examplesFolder();
    for (const name of DEMO_FOLDERS) {
      const seeded = await seedTenant(tx as unknown as Db, join(examples, name));
      if (seeded.demo.status !== 'active') continue;
      await seedAccounts(tx as unknown as Db, seeded);
      await seedCatalogActivity(tx as unknown as Db, seeded);
      await seedLearningMedia(tx as unknown as Db, seeded);
      await seedCommerce(tx as unknown as Db, seeded);
      await seedLearning(tx as unknown as Db, seeded);
      await seedCv(tx as unknown as Db, seeded);
    }
  });
  // The demo's enrolments count at once, not at the first run of the job.
  await database.sql.query('SELECT fold_students_count()');
  return true;
}
