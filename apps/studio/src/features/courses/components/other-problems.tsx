import { fieldText } from '@/shared/http/error-words';
import { useT, type MessageKey, type Translate } from '@/shared/i18n/i18n';

/** A lesson field's name in the studio's language, from its path after the lesson's key. */
const FIELD_WORDS: Record<string, MessageKey> = {
  file_id: 'cur.field.file',
  captions: 'cur.field.captions',
  quiz: 'cur.field.quiz',
  body: 'cur.field.body',
  type: 'cur.type',
  key: 'cur.field.key',
  is_preview: 'cur.preview',
};

export function fieldName(t: Translate, path: string): string {
  const word = FIELD_WORDS[path.split('.')[0] ?? ''];
  return word ? t(word) : path;
}

/**
 * A lesson's problems that no field of its editor shows (a file of the wrong kind, a caption the
 * server refused), worded: the field's name and the problem, never a raw path.
 */
export function OtherProblems(props: { lessonKey: string; problems: [string, string][] }) {
  const t = useT();
  if (props.problems.length === 0) return null;
  return (
    <ul className="text-sm font-medium text-red-700">
      {props.problems.map(([path, code]) => (
        <li key={path}>
          {t('cur.otherProblem', {
            field: fieldName(t, path.slice(props.lessonKey.length + 1)),
            problem: fieldText(t, code) ?? code,
          })}
        </li>
      ))}
    </ul>
  );
}
