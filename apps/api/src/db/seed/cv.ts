import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { SeededTenant } from './index.ts';

interface DemoCv {
  cv: Record<string, string | string[]>;
  work: {
    name: string;
    position: string;
    city: string;
    from: string;
    to: string | null;
    description: string;
  }[];
  education: {
    type: 'education' | 'training';
    name: string;
    qualification: string;
    department: string;
    location: string;
    from: string;
    to: string;
    description: string;
  }[];
  skills: Record<string, unknown>;
}

/**
 * The demo learner's CV in each tenant (docs/product.md §16), so /profile/cv is not empty in the
 * demo: short and written the way a learner there would write it.
 */
const DEMO_CVS: Record<string, DemoCv> = {
  cendekia: {
    cv: {
      first_name: 'Rina',
      last_name: 'Wulandari',
      headline: 'Marketing associate moving into data-driven marketing',
      summary:
        'Tiga tahun di bidang pemasaran untuk merek konsumen di Jakarta. Saya merencanakan kampanye, membaca angka di baliknya, dan menjelaskannya kepada tim yang bukan analis.',
      email: 'learner@example.com',
      phone_country_code: '+62',
      phone_number: '81234567890',
      street_address: 'Jl. Tebet Raya No. 45',
      city: 'Jakarta Selatan',
      postal_code: '12820',
      country: 'Indonesia',
      linkedin: 'https://www.linkedin.com/in/rina-wulandari-demo',
      job_applied_for: 'Digital Marketing Analyst',
      position: 'Marketing Associate',
      work_types: ['full_time', 'remote'],
      salary: 'Rp 9–11 juta per bulan',
    },
    work: [
      {
        name: 'PT Sinar Niaga Sejahtera',
        position: 'Marketing Associate',
        city: 'Jakarta',
        from: '2022-08',
        to: null,
        description:
          'Merencanakan dan melaporkan kampanye bulanan untuk tiga merek FMCG; membuat dasbor mingguan di Looker Studio yang kini dipakai tim penjualan.',
      },
      {
        name: 'Kopi Kenangan',
        position: 'Social Media Intern',
        city: 'Jakarta',
        from: '2021-09',
        to: '2022-06',
        description:
          'Menulis dan menjadwalkan konten Instagram dan TikTok; pengikut naik 18% dalam enam bulan.',
      },
    ],
    education: [
      {
        type: 'education',
        name: 'Universitas Padjadjaran',
        qualification: 'S1 Ilmu Komunikasi',
        department: 'Hubungan Masyarakat',
        location: 'Bandung',
        from: '2017-08',
        to: '2021-08',
        description: 'Skripsi tentang cara merek Indonesia menanggapi keluhan di media sosial.',
      },
    ],
    skills: {
      mother_tongue: 'Bahasa Indonesia',
      languages: [
        {
          language: 'English',
          listening: 'B2',
          reading: 'C1',
          spoken_interaction: 'B2',
          spoken_production: 'B2',
          writing: 'B2',
        },
      ],
      communications:
        'Mempresentasikan hasil kampanye kepada klien; menulis brief yang jelas untuk desainer.',
      organisational_or_managerial: 'Mengoordinasikan tim lima orang untuk peluncuran produk regional.',
      job_related: 'Perencanaan kampanye, A/B testing, Meta Ads dan Google Ads.',
      digital: 'Excel (pivot table, XLOOKUP), Google Analytics 4, Looker Studio, Canva.',
      driving_licence: 'SIM A, SIM C',
    },
  },
  acme: {
    cv: {
      first_name: 'Nurul',
      last_name: 'Aisyah',
      headline: 'Eksekutif akaun yang teliti dengan proses kerja',
      summary:
        'Empat tahun dalam akaun belum terima dan akaun belum bayar untuk sebuah kumpulan logistik di Lembah Klang. Saya suka penutupan akaun hujung bulan yang siap tepat pada masanya, dan hamparan yang mudah diikuti orang lain.',
      email: 'learner@example.com',
      phone_country_code: '+60',
      phone_number: '123456789',
      street_address: 'No. 8, Jalan SS 15/4',
      city: 'Subang Jaya',
      postal_code: '47500',
      country: 'Malaysia',
      linkedin: 'https://www.linkedin.com/in/nurul-aisyah-demo',
      job_applied_for: 'Senior Accounts Executive',
      position: 'Accounts Executive',
      work_types: ['full_time'],
      salary: 'RM 5,500 per month',
    },
    work: [
      {
        name: 'Sinar Logistik Sdn Bhd',
        position: 'Accounts Executive',
        city: 'Shah Alam',
        from: '2021-03',
        to: null,
        description:
          'Mengurus akaun belum terima bagi 120 pelanggan korporat; memendekkan penutupan akaun hujung bulan daripada lapan hari kepada lima.',
      },
      {
        name: 'Mydin Mohamed Holdings',
        position: 'Accounts Assistant',
        city: 'Kuala Lumpur',
        from: '2019-07',
        to: '2021-02',
        description: 'Penyesuaian akaun pembekal dan pemprosesan pembayaran.',
      },
    ],
    education: [
      {
        type: 'education',
        name: 'Universiti Teknologi MARA',
        qualification: 'Bachelor of Accountancy (Hons)',
        department: 'Accounting',
        location: 'Shah Alam',
        from: '2015-09',
        to: '2019-06',
        description: '',
      },
    ],
    skills: {
      mother_tongue: 'Bahasa Melayu',
      languages: [
        {
          language: 'English',
          listening: 'C1',
          reading: 'C1',
          spoken_interaction: 'B2',
          spoken_production: 'B2',
          writing: 'C1',
        },
        {
          language: 'Mandarin',
          listening: 'A2',
          reading: 'A1',
          spoken_interaction: 'A2',
          spoken_production: 'A1',
          writing: 'A1',
        },
      ],
      communications: 'Explaining overdue balances to customers firmly and politely.',
      organisational_or_managerial: 'Planned the month-end calendar for a team of three.',
      job_related: 'AR/AP, bank reconciliations, SST returns.',
      digital: 'Excel (Power Query), SQL Accounting, AutoCount.',
      driving_licence: 'B2, D',
    },
  },
};

/** The demo learner's CV: four statements per tenant, so seeding stays quick. */
export async function seedCv(db: Db, tenant: SeededTenant): Promise<void> {
  const demo = DEMO_CVS[tenant.demo.slug];
  if (!demo) return;
  const learner = sql`(SELECT id FROM users WHERE tenant_id = ${tenant.id} AND email = 'learner@example.com')`;
  const cv = { website: '', blog: '', ...demo.cv };
  await db.execute(sql`
    INSERT INTO cvs (user_id, first_name, last_name, headline, summary, email, phone_country_code, phone_number,
                     street_address, city, postal_code, country, website, blog, linkedin, job_applied_for,
                     position, work_types, salary)
    SELECT ${learner}, x.first_name, x.last_name, x.headline, x.summary, x.email, x.phone_country_code,
           x.phone_number, x.street_address, x.city, x.postal_code, x.country, x.website, x.blog, x.linkedin,
           x.job_applied_for, x.position, ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(demo.cv.work_types)}::jsonb)),
           x.salary
      FROM jsonb_to_record(${JSON.stringify(cv)}::jsonb) AS x(first_name text, last_name text, headline text,
           summary text, email text, phone_country_code text, phone_number text, street_address text, city text,
           postal_code text, country text, website text, blog text, linkedin text, job_applied_for text,
           position text, salary text)`);
  await db.execute(sql`
    INSERT INTO work_experiences (user_id, name, position, city, start_month, end_month, on_going, description)
    SELECT ${learner}, x.name, x.position, x.city, x."from", x."to", x."to" IS NULL, x.description
      FROM jsonb_to_recordset(${JSON.stringify(demo.work)}::jsonb)
           AS x(name text, position text, city text, "from" text, "to" text, description text)`);
  await db.execute(sql`
    INSERT INTO educations_trainings (user_id, type, name, qualification, department, location, start_month,
                                      end_month, on_going, description)
    SELECT ${learner}, x.type, x.name, x.qualification, x.department, x.location, x."from", x."to", false, x.description
      FROM jsonb_to_recordset(${JSON.stringify(demo.education)}::jsonb)
           AS x(type text, name text, qualification text, department text, location text, "from" text,
                "to" text, description text)`);
  await db.execute(sql`
    INSERT INTO personal_skills (user_id, mother_tongue, languages, communications, organisational_or_managerial,
                                 job_related, digital, driving_licence)
    SELECT ${learner}, x.mother_tongue, x.languages, x.communications, x.organisational_or_managerial,
           x.job_related, x.digital, x.driving_licence
      FROM jsonb_to_record(${JSON.stringify(demo.skills)}::jsonb) AS x(mother_tongue text, languages jsonb,
           communications text, organisational_or_managerial text, job_related text, digital text,
           driving_licence text)`);
}
