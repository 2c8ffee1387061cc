/** The learner's CV (docs/product.md §16), modelled on Europass. */

/** Education (school, university) or training (a course, a certificate). */
export const educationTrainingTypes = ['education', 'training'] as const;
export type EducationTrainingType = (typeof educationTrainingTypes)[number];

/** Self-assessed language levels, the Common European Framework of Reference (CEFR). */
export const cefrLevels = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type CefrLevel = (typeof cefrLevels)[number];

/** The five skills Europass asks a level for, in its order. */
export const languageSkills = [
  'listening',
  'reading',
  'spoken_interaction',
  'spoken_production',
  'writing',
] as const;
export type LanguageSkill = (typeof languageSkills)[number];

/** Kinds of work the learner is looking for (spec §3 CV `work_types`). */
export const workTypes = ['full_time', 'part_time', 'contract', 'internship', 'freelance', 'remote'] as const;
export type WorkType = (typeof workTypes)[number];

/** Limits: enough for any real CV, small enough that one CV stays one quick PDF. */
export const CV_LIMITS = {
  /** Names, titles, institutions. */
  name: 120,
  /** First and last name. */
  personName: 60,
  /** One-line fields: headline, city, the job applied for. */
  line: 150,
  /** Free text: the summary, descriptions, skills. */
  text: 2000,
  url: 500,
  /** Work experiences, and educations and trainings, each. */
  entries: 30,
  languages: 10,
} as const;

/** The PDF's file name, the same for the server and the browser: CV-Rina-Wulandari.pdf. */
export function cvFileName(firstName: string, lastName: string) {
  const ascii = `${firstName} ${lastName}`
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 -]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .slice(0, 60);
  return `CV${ascii ? `-${ascii}` : ''}.pdf`;
}
