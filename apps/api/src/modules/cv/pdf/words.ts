import type { LanguageSkill, WorkType } from '@app/contract/cv/constants';
import type { Locale } from '@app/contract/envelope';

/** The words of the CV PDF in each language of the product (docs/product.md §13, §18). */
export interface CvWords {
  title: string;
  email: string;
  phone: string;
  address: string;
  website: string;
  blog: string;
  linkedin: string;
  jobAppliedFor: string;
  position: string;
  workTypes: string;
  salary: string;
  aboutMe: string;
  workExperience: string;
  educationTraining: string;
  languageSkills: string;
  motherTongue: string;
  otherLanguages: string;
  language: string;
  cefrNote: string;
  communications: string;
  organisational: string;
  jobRelated: string;
  digital: string;
  drivingLicence: string;
  present: string;
  verified: string;
  certificate: string;
  mentor: string;
  verifyAt: string;
  field: string;
  page: string;
  skills: Record<LanguageSkill, string>;
  workType: Record<WorkType, string>;
}

export const CV_WORDS: Record<Locale, CvWords> = {
  en: {
    title: 'Curriculum vitae',
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
    website: 'Website',
    blog: 'Blog',
    linkedin: 'LinkedIn',
    jobAppliedFor: 'Job applied for',
    position: 'Current position',
    workTypes: 'Preferred work',
    salary: 'Expected salary',
    aboutMe: 'About me',
    workExperience: 'Work experience',
    educationTraining: 'Education and training',
    languageSkills: 'Language skills',
    motherTongue: 'Mother tongue',
    otherLanguages: 'Other languages',
    language: 'Language',
    cefrNote:
      'Levels (Common European Framework of Reference): A1 and A2 basic user; B1 and B2 independent user; C1 and C2 proficient user.',
    communications: 'Communication skills',
    organisational: 'Organisational and managerial skills',
    jobRelated: 'Job-related skills',
    digital: 'Digital skills',
    drivingLicence: 'Driving licence',
    present: 'Present',
    verified: 'Verified',
    certificate: 'Certificate',
    mentor: 'Mentor',
    verifyAt: 'Verify at',
    field: 'Field',
    page: 'Page {n} of {total}',
    skills: {
      listening: 'Listening',
      reading: 'Reading',
      spoken_interaction: 'Spoken interaction',
      spoken_production: 'Spoken production',
      writing: 'Writing',
    },
    workType: {
      full_time: 'Full-time',
      part_time: 'Part-time',
      contract: 'Contract',
      internship: 'Internship',
      freelance: 'Freelance',
      remote: 'Remote',
    },
  },
  id: {
    title: 'Daftar riwayat hidup',
    email: 'Email',
    phone: 'Telepon',
    address: 'Alamat',
    website: 'Situs web',
    blog: 'Blog',
    linkedin: 'LinkedIn',
    jobAppliedFor: 'Posisi yang dilamar',
    position: 'Posisi saat ini',
    workTypes: 'Jenis pekerjaan',
    salary: 'Gaji yang diharapkan',
    aboutMe: 'Tentang saya',
    workExperience: 'Pengalaman kerja',
    educationTraining: 'Pendidikan dan pelatihan',
    languageSkills: 'Kemampuan bahasa',
    motherTongue: 'Bahasa ibu',
    otherLanguages: 'Bahasa lain',
    language: 'Bahasa',
    cefrNote:
      'Tingkat (Common European Framework of Reference): A1 dan A2 pengguna dasar; B1 dan B2 pengguna mandiri; C1 dan C2 pengguna mahir.',
    communications: 'Keterampilan komunikasi',
    organisational: 'Keterampilan organisasi dan manajerial',
    jobRelated: 'Keterampilan terkait pekerjaan',
    digital: 'Keterampilan digital',
    drivingLicence: 'Surat izin mengemudi',
    present: 'Sekarang',
    verified: 'Terverifikasi',
    certificate: 'Sertifikat',
    mentor: 'Mentor',
    verifyAt: 'Verifikasi di',
    field: 'Bidang',
    page: 'Halaman {n} dari {total}',
    skills: {
      listening: 'Mendengarkan',
      reading: 'Membaca',
      spoken_interaction: 'Interaksi lisan',
      spoken_production: 'Produksi lisan',
      writing: 'Menulis',
    },
    workType: {
      full_time: 'Penuh waktu',
      part_time: 'Paruh waktu',
      contract: 'Kontrak',
      internship: 'Magang',
      freelance: 'Lepas (freelance)',
      remote: 'Jarak jauh',
    },
  },
  ms: {
    title: 'Resume',
    email: 'E-mel',
    phone: 'Telefon',
    address: 'Alamat',
    website: 'Laman web',
    blog: 'Blog',
    linkedin: 'LinkedIn',
    jobAppliedFor: 'Jawatan yang dipohon',
    position: 'Jawatan semasa',
    workTypes: 'Jenis pekerjaan',
    salary: 'Gaji dijangka',
    aboutMe: 'Tentang saya',
    workExperience: 'Pengalaman kerja',
    educationTraining: 'Pendidikan dan latihan',
    languageSkills: 'Kemahiran bahasa',
    motherTongue: 'Bahasa ibunda',
    otherLanguages: 'Bahasa lain',
    language: 'Bahasa',
    cefrNote:
      'Tahap (Common European Framework of Reference): A1 dan A2 pengguna asas; B1 dan B2 pengguna berdikari; C1 dan C2 pengguna cekap.',
    communications: 'Kemahiran komunikasi',
    organisational: 'Kemahiran organisasi dan pengurusan',
    jobRelated: 'Kemahiran berkaitan kerja',
    digital: 'Kemahiran digital',
    drivingLicence: 'Lesen memandu',
    present: 'Kini',
    verified: 'Disahkan',
    certificate: 'Sijil',
    mentor: 'Mentor',
    verifyAt: 'Sahkan di',
    field: 'Bidang',
    page: 'Halaman {n} daripada {total}',
    skills: {
      listening: 'Mendengar',
      reading: 'Membaca',
      spoken_interaction: 'Interaksi lisan',
      spoken_production: 'Pertuturan',
      writing: 'Menulis',
    },
    workType: {
      full_time: 'Sepenuh masa',
      part_time: 'Separuh masa',
      contract: 'Kontrak',
      internship: 'Latihan industri',
      freelance: 'Pekerja bebas',
      remote: 'Jarak jauh',
    },
  },
};

const INTL_LOCALE: Record<Locale, string> = { en: 'en-GB', id: 'id-ID', ms: 'ms-MY' };

/** One formatter per language: making one costs more than a CV's every date. */
const monthFormats = new Map<Locale, Intl.DateTimeFormat>();

/** 'YYYY-MM' as "Mar 2024" / "Mar 2024" / "Mac 2024". */
export function formatMonth(month: string, lang: Locale): string {
  const [year, m] = month.split('-').map(Number);
  let format = monthFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[lang], { month: 'short', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(lang, format);
  }
  return format.format(new Date(Date.UTC(year!, m! - 1, 1)));
}

export function formatPeriod(from: string, to: string | null, lang: Locale): string {
  return `${formatMonth(from, lang)} – ${to ? formatMonth(to, lang) : CV_WORDS[lang].present}`;
}
