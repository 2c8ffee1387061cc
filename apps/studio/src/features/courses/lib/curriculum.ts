import type { Locale } from '@app/contract/envelope';
import { quizErrors } from './quiz';
import type { Curriculum, StudioLesson, StudioSection } from '@app/contract/studio/schemas';

/**
 * The curriculum screen's pure steps: every change makes a new curriculum, so the page keeps one
 * value and sends it whole (reordering is the order of the arrays).
 */

export const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

export const emptyText = () => ({ id: '', en: '', ms: '' });

export const newSection = (): StudioSection => ({ key: newKey(), title: emptyText(), lessons: [] });

export const newLesson = (type: StudioLesson['type'] = 'text'): StudioLesson => ({
  key: newKey(),
  title: emptyText(),
  type,
  is_preview: false,
  duration_seconds: 0,
  body: { id: [], en: [], ms: [] },
  file_id: null,
  captions: [],
  quiz: null,
});

/**
 * A lesson given another type keeps only what that type may hold (the save's rules): a quiz only
 * as a quiz, captions only on a video, a file only in the type it was uploaded for. `lost` says
 * whether anything goes, so the editor can ask first.
 */
export function retypeLesson(lesson: StudioLesson, type: StudioLesson['type']) {
  const patch: Partial<StudioLesson> = { type };
  if (type !== 'quiz') patch.quiz = null;
  if (type !== 'video') patch.captions = [];
  if (type !== lesson.type) patch.file_id = null;
  const lost =
    type !== lesson.type &&
    (Boolean(lesson.quiz && lesson.quiz.questions.length > 0) ||
      lesson.captions.length > 0 ||
      !!lesson.file_id);
  return { patch, lost };
}

function moved<T>(list: T[], from: number, to: number): T[] {
  if (from === to || to < 0 || to >= list.length) return list;
  const next = list.slice();
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

export const moveSection = (c: Curriculum, from: number, to: number): Curriculum => ({
  sections: moved(c.sections, from, to),
});

/** Where a lesson is: its section's and its own index. */
export function findLesson(c: Curriculum, key: string): { s: number; l: number } | null {
  for (const [s, section] of c.sections.entries()) {
    const l = section.lessons.findIndex((lesson) => lesson.key === key);
    if (l >= 0) return { s, l };
  }
  return null;
}

/** A lesson moved to section `toS` at `toL` (any section: lessons move between sections). */
export function moveLessonTo(c: Curriculum, key: string, toS: number, toL: number): Curriculum {
  const at = findLesson(c, key);
  if (!at || !c.sections[toS]) return c;
  const lesson = c.sections[at.s]!.lessons[at.l]!;
  const sections = c.sections.map((section) => ({ ...section, lessons: section.lessons.slice() }));
  sections[at.s]!.lessons.splice(at.l, 1);
  const target = sections[toS]!.lessons;
  target.splice(Math.max(0, Math.min(toL, target.length)), 0, lesson);
  return { sections };
}

/**
 * A lesson one place up or down; at the top or bottom of its section it crosses into the end of
 * the section before or the start of the section after.
 */
export function stepLesson(c: Curriculum, key: string, delta: -1 | 1): Curriculum {
  const at = findLesson(c, key);
  if (!at) return c;
  const count = c.sections[at.s]!.lessons.length;
  const to = at.l + delta;
  if (to >= 0 && to < count) return moveLessonTo(c, key, at.s, to);
  const s = at.s + delta;
  if (!c.sections[s]) return c;
  return moveLessonTo(c, key, s, delta < 0 ? c.sections[s]!.lessons.length : 0);
}

export const canStepLesson = (c: Curriculum, s: number, l: number, delta: -1 | 1) =>
  delta < 0 ? s > 0 || l > 0 : s < c.sections.length - 1 || l < c.sections[s]!.lessons.length - 1;

export const updateSection = (c: Curriculum, key: string, patch: Partial<StudioSection>): Curriculum => ({
  sections: c.sections.map((section) => (section.key === key ? { ...section, ...patch } : section)),
});

export const updateLesson = (c: Curriculum, key: string, patch: Partial<StudioLesson>): Curriculum => ({
  sections: c.sections.map((section) => ({
    ...section,
    lessons: section.lessons.map((lesson) => (lesson.key === key ? { ...lesson, ...patch } : lesson)),
  })),
});

export const removeSection = (c: Curriculum, key: string): Curriculum => ({
  sections: c.sections.filter((section) => section.key !== key),
});

export const removeLesson = (c: Curriculum, key: string): Curriculum => ({
  sections: c.sections.map((section) => ({
    ...section,
    lessons: section.lessons.filter((lesson) => lesson.key !== key),
  })),
});

/**
 * The server's field errors (`sections.0.lessons.2.title.id`) named by the keys of the curriculum
 * that was sent (`<lesson key>.title.id`), so they stay on their field when the order changes.
 */
export function errorsByKey(sent: Curriculum, fields: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, code] of Object.entries(fields)) {
    const m = /^sections\.(\d+)(?:\.lessons\.(\d+))?(?:\.(.+))?$/.exec(path);
    const section = m ? sent.sections[Number(m[1])] : undefined;
    if (!m || !section) {
      out[path] = code;
      continue;
    }
    const lesson = m[2] !== undefined ? section.lessons[Number(m[2])] : undefined;
    const owner = m[2] !== undefined ? lesson?.key : section.key;
    // A quiz question is named by its key too (`<lesson key>.quiz.questions.<question key>.options`).
    const rest = m[3]?.replace(
      /^quiz\.questions\.(\d+)(?=\.|$)/,
      (whole, n: string) => `quiz.questions.${lesson?.quiz?.questions[Number(n)]?.key ?? n}`,
    );
    out[owner ? `${owner}${rest ? `.${rest}` : ''}` : path] = code;
  }
  return out;
}

/**
 * The curriculum's problems the page can see itself: titles in the default language, quiz
 * questions that could not be saved (an empty prompt, option or accepted answer, no right answer),
 * and a lesson's images without alt text.
 */
export function localErrors(c: Curriculum, lang: Locale): Record<string, string> {
  const out: Record<string, string> = {};
  for (const section of c.sections) {
    if (!section.title[lang].trim()) out[`${section.key}.title.${lang}`] = 'required';
    for (const lesson of section.lessons) {
      if (!lesson.title[lang].trim()) out[`${lesson.key}.title.${lang}`] = 'required';
      if (lesson.type === 'quiz' && lesson.quiz)
        Object.assign(out, quizErrors(`${lesson.key}.quiz`, lesson.quiz));
      // An image is not saved without its alt text (the contract's rule), said on the image.
      for (const [language, blocks] of Object.entries(lesson.body))
        blocks.forEach((block, n) => {
          if (block.type === 'img' && !block.alt.trim())
            out[`${lesson.key}.body.${language}.${n}.alt`] = 'required';
        });
    }
  }
  return out;
}

/** The DOM id of a field named by key and path (`<key>.title.en`). */
export const curriculumFieldId = (name: string) => `cur-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
