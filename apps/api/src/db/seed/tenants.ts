import type { Localized } from '../schema/index.ts';

/** The demo tenants: two active brands that must look different, and one suspended. */
export interface DemoTenant {
  slug: string;
  hosts: string[];
  status: 'active' | 'suspended';
  companyName: string;
  tagline: Localized;
  supportEmail: string;
  supportPhone: string;
  address: string;
  contributorUrl: string;
  colors: { primary: string; background: string; accent: string; text: string };
  singularName: Localized;
  pluralName: Localized;
  currency: 'IDR' | 'MYR';
  /** Sales tax in percent, included in every price (docs/product.md §14). */
  taxRate: number;
  defaultLocale: 'id' | 'ms' | 'en';
}

export const demoTenants: DemoTenant[] = [
  {
    slug: 'cendekia',
    hosts: ['localhost', '127.0.0.1'],
    status: 'active',
    companyName: 'Cendekia Academy',
    tagline: {
      en: 'Practical courses from Indonesia’s working professionals',
      id: 'Kursus praktis dari para profesional Indonesia',
    },
    supportEmail: 'support@cendekia.example',
    supportPhone: '+62 21 5088 1234',
    address: 'Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan 12190, Indonesia',
    contributorUrl: 'https://mentor.cendekia.example/login',
    colors: { primary: '#0f766e', background: '#f6faf9', accent: '#f59e0b', text: '#0f172a' },
    singularName: { en: 'Course', id: 'Kursus', ms: 'Kursus' },
    pluralName: { en: 'Courses', id: 'Kursus', ms: 'Kursus' },
    currency: 'IDR',
    taxRate: 11,
    defaultLocale: 'id',
  },
  {
    slug: 'acme',
    hosts: ['acme.localhost'],
    status: 'active',
    companyName: 'Acme Academy',
    tagline: {
      en: 'Upskill with Malaysia’s industry trainers',
      id: 'Tingkatkan keahlian bersama pelatih industri Malaysia',
      ms: 'Tingkatkan kemahiran bersama jurulatih industri Malaysia',
    },
    supportEmail: 'help@acme-academy.example',
    supportPhone: '+60 3 2788 5500',
    address: 'Level 12, Menara Acme, Jalan Ampang, 50450 Kuala Lumpur, Malaysia',
    contributorUrl: 'https://trainers.acme-academy.example/sign-in',
    colors: { primary: '#4338ca', background: '#f7f7fb', accent: '#e11d48', text: '#111827' },
    singularName: { en: 'Class', id: 'Kelas', ms: 'Kelas' },
    pluralName: { en: 'Classes', id: 'Kelas', ms: 'Kelas' },
    currency: 'MYR',
    taxRate: 8,
    defaultLocale: 'en',
  },
  {
    slug: 'dormant',
    hosts: ['suspended.localhost'],
    status: 'suspended',
    companyName: 'Dormant Learning',
    tagline: { en: 'This site is paused', id: 'Situs ini dihentikan sementara' },
    supportEmail: 'billing@dormant.example',
    supportPhone: '',
    address: '',
    contributorUrl: '',
    colors: { primary: '#64748b', background: '#ffffff', accent: '#94a3b8', text: '#0f172a' },
    singularName: { en: 'Course', id: 'Kursus' },
    pluralName: { en: 'Courses', id: 'Kursus' },
    currency: 'IDR',
    taxRate: 11,
    defaultLocale: 'id',
  },
];
