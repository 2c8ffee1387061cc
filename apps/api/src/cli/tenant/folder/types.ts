import type { ContentBlock } from '@app/contract/tenant/schemas';
import { pageKeys } from '@app/contract/tenant/schemas';
import type { Localized, PaymentConfig } from '../../../db/schema/index.ts';
import type { PreparedImage } from '../../../lib/images.ts';
import type { FolderLocale, QuizJson, When } from './schema.ts';
import type { Columns } from './texts.ts';

/** A tenant folder once read and checked (load.ts): what addTenant (../add.ts) writes. */

export interface FolderCategory {
  slug: string;
  name: Columns;
  description: Columns;
  icon: string;
  color: string;
}

export interface FolderMentor {
  key: string;
  name: string;
  headline: Columns;
  bio: Columns;
  photo: string | null;
}

export interface FolderLesson {
  title: Columns;
  type: 'video' | 'text' | 'pdf' | 'quiz';
  minutes: number;
  preview: boolean;
  body: Columns;
  /** A quiz lesson's settings and questions. */
  quiz: QuizJson | null;
}

export interface FolderCourse {
  slug: string;
  category: string;
  mentor: string;
  title: Columns;
  subtitle: Columns;
  description: Localized<ContentBlock[]>;
  whatYouLearn: Localized<string[]>;
  requirements: Localized<string[]>;
  price: number;
  discountPrice: number | null;
  level: 'beginner' | 'intermediate' | 'advanced' | 'all';
  language: string;
  bootcamp: boolean;
  durationMinutes: number;
  image: string | null;
  publishedAt: When | null;
  updatedAt: When | null;
  studentsBefore: number;
  sections: { title: Columns; lessons: FolderLesson[] }[];
}

export interface FolderVoucher {
  code: string;
  name: Localized;
  description: Localized;
  kind: 'percent' | 'fixed';
  percent: number | null;
  /** Amounts in the company's currency (major units). */
  amount: number | null;
  maxDiscount: number | null;
  minPurchase: number;
  startsAt: When | null;
  endsAt: When | null;
  category: string | null;
  quota: number | null;
  used: number;
  welcome: boolean;
  assignedOnly: boolean;
}

export interface FolderPage {
  key: string;
  title: Localized;
  summary: Localized;
  image: string | null;
  updatedAt: Date;
  body: Localized<ContentBlock[]>;
  sections?: { title: Localized; body: Localized<ContentBlock[]> }[];
}

export interface TenantFolder {
  dir: string;
  tenant: {
    slug: string;
    companyName: string;
    tagline: Localized;
    status: 'active' | 'suspended';
    domains: string[];
    /** The studio host, or null when the company has no studio. */
    studioDomain: string | null;
    colors: { primary: string; accent: string; background: string; text: string };
    currency: 'IDR' | 'MYR';
    defaultLocale: FolderLocale;
    timeZone: string;
    taxRate: number;
    publicCoursePages: boolean;
    payment: PaymentConfig;
    supportEmail: string;
    supportPhone: string;
    address: string;
    hours: Localized | null;
    contributorUrl: string;
    social: { name: string; url: string }[];
    singularName: Localized;
    pluralName: Localized;
    logo: string;
    favicon: string;
    banner: string | null;
  };
  /** Every referenced image, checked and converted, by file name. */
  images: Map<string, PreparedImage>;
  home: {
    banners: {
      title: Localized;
      subtitle: Localized;
      image: string;
      ctaLabel: Localized;
      ctaUrl: string;
      body: Localized<ContentBlock[]>;
    }[];
    features: { title: Localized; description: Localized; icon: string }[];
    testimonies: { name: string; role: Localized; quote: Localized; photo: string | null; rating: number }[];
    programmes: {
      title: Localized;
      summary: Localized;
      image: string;
      duration: Localized;
      level: Localized;
      body: Localized<ContentBlock[]>;
    }[];
  };
  faq: { category: Localized; question: Localized; answer: Localized }[];
  articles: {
    slug: string;
    title: Localized;
    excerpt: Localized;
    image: string;
    author: string;
    publishedAt: Date;
    body: Localized<ContentBlock[]>;
  }[];
  pages: FolderPage[];
  catalog: {
    categories: FolderCategory[];
    mentors: FolderMentor[];
    courses: FolderCourse[];
    vouchers: FolderVoucher[];
  };
}

/** The content pages a folder may hold: product §2's pages plus the help page. */
export const PAGE_KEYS = [...pageKeys, 'help'] as const;
