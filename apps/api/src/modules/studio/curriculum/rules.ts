import type { Locale } from '@app/contract/envelope';
import { questionProblems } from '@app/contract/studio/quiz-rules';
import type { Curriculum } from '@app/contract/studio/schemas';
import type { FieldProblems } from '../../../lib/http-errors.ts';

/**
 * The rules of a curriculum that its shapes cannot say (issue 24 items 3, 5): each problem named by
 * its path in the saved body, e.g. `sections.0.lessons.2.title.id`. The database's part (files of
 * this company) is in service.ts.
 */

/**
 * What a question needs to be answerable: the contract's rule (studio/quiz-rules.ts), which the
 * studio's quiz builder shows on the question before it is saved.
 */
export { questionProblems };

/** The files a curriculum names, to look up in one query. */
export function fileIdsOf(c: Curriculum): string[] {
  const ids = new Set<string>();
  for (const s of c.sections)
    for (const l of s.lessons) {
      if (l.file_id) ids.add(l.file_id);
      for (const cap of l.captions) ids.add(cap.file_id);
    }
  return [...ids];
}

/** The images (media rows) the lesson bodies of a curriculum name, to look up in one query. */
export function imageIdsOf(c: Curriculum): string[] {
  const ids = new Set<string>();
  for (const s of c.sections)
    for (const l of s.lessons)
      for (const blocks of Object.values(l.body))
        for (const b of blocks) if (b.type === 'img') ids.add(b.media_id);
  return [...ids];
}

export interface ImageFacts {
  width: number | null;
  height: number | null;
}

export interface FileFacts {
  content_type: string;
  duration_ms: number | null;
}

const isVideo = (type: string) => /^video\//.test(type) || /mpegurl$/i.test(type);

/**
 * Every rule of a saved curriculum: the default language's titles, keys that do not repeat (a key
 * names one section, lesson or question of the course), what each lesson type may hold, files and
 * body images of this company of the right kind, and answerable questions.
 */
export function curriculumProblems(
  c: Curriculum,
  lang: Locale,
  files: Map<string, FileFacts>,
  images: Map<string, ImageFacts>,
): FieldProblems {
  const problems: FieldProblems = {};
  const seen = new Set<string>();
  const unique = (key: string, path: string) => {
    if (seen.has(key)) problems[`${path}.key`] = 'invalid';
    seen.add(key);
  };
  c.sections.forEach((s, i) => {
    const sp = `sections.${i}`;
    unique(`s:${s.key}`, sp);
    if (!s.title[lang]) problems[`${sp}.title.${lang}`] = 'required';
    s.lessons.forEach((l, j) => {
      const lp = `${sp}.lessons.${j}`;
      unique(`l:${l.key}`, lp);
      if (!l.title[lang]) problems[`${lp}.title.${lang}`] = 'required';
      if (l.file_id) {
        const file = files.get(l.file_id);
        if (!file) problems[`${lp}.file_id`] = 'not_an_option';
        else if (l.type === 'video' ? !isVideo(file.content_type) : file.content_type !== 'application/pdf')
          problems[`${lp}.file_id`] = 'invalid';
        if (l.type !== 'video' && l.type !== 'pdf') problems[`${lp}.file_id`] = 'invalid';
      }
      const languages = new Set<string>();
      l.captions.forEach((cap, k) => {
        const cp = `${lp}.captions.${k}`;
        if (l.type !== 'video') problems[cp] = 'invalid';
        if (languages.has(cap.language)) problems[`${cp}.language`] = 'invalid';
        languages.add(cap.language);
        const file = files.get(cap.file_id);
        if (!file) problems[`${cp}.file_id`] = 'not_an_option';
        else if (file.content_type !== 'text/vtt') problems[`${cp}.file_id`] = 'invalid';
      });
      for (const [language, blocks] of Object.entries(l.body))
        blocks.forEach((b, k) => {
          if (b.type === 'img' && !images.has(b.media_id))
            problems[`${lp}.body.${language}.${k}.media_id`] = 'not_an_option';
        });
      if (l.quiz && l.type !== 'quiz') problems[`${lp}.quiz`] = 'invalid';
      l.quiz?.questions.forEach((q, k) => {
        const qp = `${lp}.quiz.questions.${k}`;
        unique(`q:${q.key}`, qp);
        for (const [field, code] of Object.entries(questionProblems(q))) problems[`${qp}.${field}`] = code;
      });
    });
  });
  return problems;
}

/**
 * What a draft needs before learners may see it (422 publish_incomplete): a lesson at least,
 * every video and PDF lesson its file, every text lesson a reading in the default language, and
 * every quiz questions (each answerable: the save's rules).
 */
export function publishProblems(c: Curriculum, lang: Locale): FieldProblems {
  const problems: FieldProblems = {};
  if (!c.sections.some((s) => s.lessons.length > 0)) problems.lessons = 'too_few';
  c.sections.forEach((s, i) =>
    s.lessons.forEach((l, j) => {
      const lp = `sections.${i}.lessons.${j}`;
      if ((l.type === 'video' || l.type === 'pdf') && !l.file_id) problems[`${lp}.file_id`] = 'required';
      if (l.type === 'text' && l.body[lang].length === 0) problems[`${lp}.body.${lang}`] = 'required';
      if (l.type === 'quiz') {
        if (!l.quiz) problems[`${lp}.quiz`] = 'required';
        else if (l.quiz.questions.length === 0) problems[`${lp}.quiz.questions`] = 'too_few';
        else
          l.quiz.questions.forEach((q, k) => {
            for (const [field, code] of Object.entries(questionProblems(q)))
              problems[`${lp}.quiz.questions.${k}.${field}`] = code;
          });
      }
    }),
  );
  return problems;
}
