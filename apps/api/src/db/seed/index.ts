import { count, eq } from 'drizzle-orm';
import type { Database, Db } from '../client.ts';
import { tenantDomains, tenants } from '../schema/index.ts';
import { storeMedia } from '../../lib/media.ts';
import { faviconSvg, logoSvg, sceneSvg } from './images.ts';
import { seedAccounts } from './accounts.ts';
import { seedCatalog } from './catalog.ts';
import { seedCommerce } from './commerce.ts';
import { seedContent } from './content.ts';
import { seedLearning } from './learning.ts';
import { seedLearningMedia } from './learning-media.ts';
import { seedQuizzes } from './quizzes.ts';
import { seedCv } from './cv.ts';
import { demoTenants, type DemoTenant } from './tenants.ts';

export interface SeededTenant {
  id: number;
  demo: DemoTenant;
}

const svg = (text: string) => Buffer.from(text, 'utf8');

async function seedTenant(db: Db, demo: DemoTenant): Promise<SeededTenant> {
  const { primary, accent, background, text } = demo.colors;
  const [row] = await db
    .insert(tenants)
    .values({
      slug: demo.slug,
      primaryHost: demo.hosts[0]!,
      status: demo.status,
      companyName: demo.companyName,
      tagline: demo.tagline,
      supportEmail: demo.supportEmail,
      supportPhone: demo.supportPhone,
      address: demo.address,
      contributorUrl: demo.contributorUrl,
      social: [
        { name: 'Instagram', url: `https://instagram.com/${demo.slug}` },
        { name: 'LinkedIn', url: `https://www.linkedin.com/company/${demo.slug}` },
        { name: 'YouTube', url: `https://youtube.com/@${demo.slug}` },
      ],
      contactList: [
        { type: 'email', label: { en: 'Email', id: 'Email', ms: 'E-mel' }, value: demo.supportEmail },
        { type: 'phone', label: { en: 'Phone', id: 'Telepon', ms: 'Telefon' }, value: demo.supportPhone },
        { type: 'address', label: { en: 'Office', id: 'Kantor', ms: 'Pejabat' }, value: demo.address },
        {
          type: 'hours',
          label: { en: 'Hours', id: 'Jam layanan', ms: 'Waktu operasi' },
          value: 'Mon–Fri 09:00–18:00',
        },
      ],
      primaryColor: primary,
      backgroundColor: background,
      accentColor: accent,
      textColor: text,
      singularName: demo.singularName,
      pluralName: demo.pluralName,
      currency: demo.currency,
      taxRate: demo.taxRate.toFixed(2),
      defaultLocale: demo.defaultLocale,
    })
    .returning({ id: tenants.id });
  const id = row!.id;
  const image = (body: string) =>
    storeMedia(db, { tenantId: id, contentType: 'image/svg+xml', bytes: svg(body) });
  // One connection per transaction: statements run one after another.
  const logo = await image(logoSvg(demo.companyName, primary, accent));
  const favicon = await image(faviconSvg(primary, accent));
  const banner = await image(sceneSvg({ w: 720, h: 960, from: primary, to: accent, seed: id * 7 }));
  await db
    .update(tenants)
    .set({ logoMediaId: logo, faviconMediaId: favicon, loginBannerMediaId: banner })
    .where(eq(tenants.id, id));
  await db.insert(tenantDomains).values(demo.hosts.map((host) => ({ host, tenantId: id })));
  return { id, demo };
}

/** Seeds the demo tenants and their content into an empty database; returns false when not empty. */
export async function seedDemo(database: Database): Promise<boolean> {
  const [existing] = await database.db.select({ n: count() }).from(tenants);
  if ((existing?.n ?? 0) > 0) return false;
  await database.db.transaction(async (tx) => {
    for (const demo of demoTenants) {
      const seeded = await seedTenant(tx as unknown as Db, demo);
      if (demo.status !== 'active') continue;
      await seedContent(tx as unknown as Db, seeded);
      await seedAccounts(tx as unknown as Db, seeded);
      await seedCatalog(tx as unknown as Db, seeded);
      await seedLearningMedia(tx as unknown as Db, seeded);
      await seedCommerce(tx as unknown as Db, seeded);
      await seedLearning(tx as unknown as Db, seeded);
      await seedQuizzes(tx as unknown as Db, seeded);
      await seedCv(tx as unknown as Db, seeded);
    }
  });
  // The demo's enrolments count at once, not at the first run of the job.
  await database.sql.query('SELECT fold_students_count()');
  return true;
}
