import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';
import { hashPassword } from '../../lib/password.ts';
import type { SeededTenant } from './index.ts';

/** The password of every demo account (listed in the README). */
export const DEMO_PASSWORD = 'demo-password-2026';

interface DemoAccount {
  email: string;
  role: 'consumer' | 'contributor' | 'admin';
  fullName: string;
  phoneNumber?: string;
  phoneCountryCode?: string;
  job?: string;
  city?: string;
}

/** Same emails on both tenants on purpose: they are separate users (a user belongs to one tenant). */
const demoAccounts: Record<string, DemoAccount[]> = {
  cendekia: [
    {
      email: 'learner@example.com',
      role: 'consumer',
      fullName: 'Rina Wulandari',
      phoneNumber: '81234567890',
      job: 'Marketing Associate',
      city: 'Jakarta',
    },
    {
      email: 'mentor@example.com',
      role: 'contributor',
      fullName: 'Budi Santoso',
      job: 'Data Engineer',
      city: 'Bandung',
    },
    // The company's studio admin (issue 24): edits every course of the company.
    {
      email: 'admin@example.com',
      role: 'admin',
      fullName: 'Sari Dewi',
      job: 'Learning Manager',
      city: 'Jakarta',
    },
  ],
  acme: [
    {
      email: 'learner@example.com',
      role: 'consumer',
      fullName: 'Nurul Aisyah',
      phoneNumber: '123456789',
      phoneCountryCode: '+60',
      job: 'Accounts Executive',
      city: 'Kuala Lumpur',
    },
    {
      email: 'mentor@example.com',
      role: 'contributor',
      fullName: 'Daniel Lim',
      job: 'Cloud Architect',
      city: 'Penang',
    },
    {
      email: 'admin@example.com',
      role: 'admin',
      fullName: 'Aisha Rahman',
      job: 'Learning Manager',
      city: 'Kuala Lumpur',
    },
  ],
};

// argon2 at 19 MiB costs ~50–100 ms a hash: hash the shared password once per process.
let demoHash: Promise<string> | null = null;

/** Demo accounts of one tenant: confirmed, password DEMO_PASSWORD. */
export async function seedAccounts(db: Db, tenant: SeededTenant): Promise<void> {
  const accounts = demoAccounts[tenant.demo.slug] ?? [];
  if (accounts.length === 0) return;
  demoHash ??= hashPassword(DEMO_PASSWORD);
  const passwordHash = await demoHash;
  const host = tenant.demo.hosts[0] ?? '';
  await db.insert(users).values(
    accounts.map((a) => ({
      tenantId: tenant.id,
      email: a.email,
      passwordHash,
      role: a.role,
      type: 'Consumer',
      fullName: a.fullName,
      phoneNumber: a.phoneNumber ?? '',
      phoneCountryCode: a.phoneCountryCode ?? '+62',
      job: a.job ?? '',
      city: a.city ?? '',
      country: 'Indonesia',
      elearningPlatform: host,
      confirmedAt: new Date(),
    })),
  );
}
