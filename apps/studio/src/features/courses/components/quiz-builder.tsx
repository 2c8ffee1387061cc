import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type ReactNode } from 'react';
import type { Locale } from '@app/contract/envelope';
import { questionKinds, quizScorings, type QuestionKind } from '@app/contract/quiz/constants';
import { importQuizQuestions } from '@app/contract/studio/endpoints';
import { QUIZ_TIME_LIMIT, STUDIO_LIMITS } from '@app/contract/studio/constants';
import { quizCsvSample } from '@app/contract/studio/quiz-csv-sample';
import type { StudioQuestion, StudioQuiz } from '@app/contract/studio/schemas';
import { ApiError, callData } from '@/shared/http/client';
import { errorText, fieldText } from '@/shared/http/error-words';
import { useT, type Translate } from '@/shared/i18n/i18n';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Field } from '@/shared/ui/field';
import { Icon, icons } from '@/shared/ui/icons';
import { courseKey, useCourse } from '../api/courses';
import { curriculumFieldId } from '../lib/curriculum';
import { newQuestion, newQuiz, questionErrors, stepped, withKind } from '../lib/quiz';
import { SmallIconButton } from './lesson-body-editor';
import type { LessonContentProps } from './lesson-content';
import { OtherProblems } from './other-problems';

const L = STUDIO_LIMITS;

/** The words of a question's problem: the rule said plainly, else the field code's words. */
function problemText(t: Translate, field: 'options' | 'accepted_answers' | string, code?: string) {
  if (!code) return undefined;
  if (code === 'answer_required')
    return field === 'accepted_answers' ? t('quiz.problem.noAccepted') : t('quiz.problem.noRight');
  if (code === 'pick_one') return t('quiz.problem.pickOne');
  if (code === 'too_few' && field === 'options') return t('quiz.problem.twoOptions');
  return fieldText(t, code);
}

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

/**
 * A quiz lesson's quiz (issue 24 item 5): its time limit, pass mark, attempts and scoring, and its
 * questions of every kind the player takes, each with its options or accepted answers and an
 * explanation. A question's missing right answer is said on the question as it is written (the
 * server's own rule), and the server's problems land on their fields. Questions can also be
 * imported from a CSV file into the saved draft.
 */
export function QuizBuilder(props: LessonContentProps) {
  const t = useT();
  const { lesson, errors } = props;
  const quiz = lesson.quiz ?? newQuiz();
  const lang: Locale = props.languages[0] ?? 'en';
  const prefix = `${lesson.key}.quiz`;
  const set = (next: Partial<StudioQuiz>) => props.patch({ quiz: { ...quiz, ...next } });
  const setQuestions = (questions: StudioQuestion[]) => set({ questions });
  const errorOf = (field: string) => errors[`${prefix}.${field}`];

  // Problems under this quiz that no field below shows (a question the server named by index).
  const shownQuestionKeys = new Set(quiz.questions.map((q) => q.key));
  const settingFields = ['time_limit_seconds', 'pass_mark', 'max_attempts', 'scoring', 'questions'];
  const otherErrors = Object.entries(errors).filter(([k]) => {
    if (k !== prefix && !k.startsWith(`${prefix}.`)) return false;
    const rest = k.slice(prefix.length + 1);
    if (settingFields.includes(rest)) return false;
    const m = /^questions\.([^.]+)\./.exec(rest);
    return !(m && shownQuestionKeys.has(m[1]!));
  });

  const addQuestion = () => {
    const q = newQuestion('single', lang);
    setQuestions([...quiz.questions, q]);
    requestAnimationFrame(() =>
      document.getElementById(curriculumFieldId(`${prefix}.questions.${q.key}.prompt`))?.focus(),
    );
  };

  const questionsError = problemText(t, 'questions', errorOf('questions'));
  const questionsId = curriculumFieldId(`${prefix}.questions`);
  return (
    <div className="flex flex-col gap-4">
      <QuizSettings quiz={quiz} prefix={prefix} errors={errors} set={set} />
      <section aria-labelledby={`${questionsId}-heading`} className="flex flex-col gap-3">
        <h3 id={`${questionsId}-heading`} className="text-base font-bold text-ink">
          {t('quiz.questions', { count: quiz.questions.length })}
        </h3>
        {questionsError && (
          <p id={questionsId} tabIndex={-1} className="text-sm font-medium text-red-700">
            {questionsError}
          </p>
        )}
        {quiz.questions.length === 0 ? (
          <p className="rounded-xl border border-dashed border-line px-4 py-4 text-center text-sm text-ink-soft">
            {t('quiz.noQuestions')}
          </p>
        ) : (
          <ol className="flex flex-col gap-3">
            {quiz.questions.map((q, i) => (
              <QuestionCard
                key={q.key}
                question={q}
                index={i}
                count={quiz.questions.length}
                name={`${prefix}.questions.${q.key}`}
                errors={errors}
                lang={lang}
                onChange={(next) => setQuestions(quiz.questions.map((x, j) => (j === i ? next : x)))}
                onMove={(delta) => setQuestions(stepped(quiz.questions, i, delta))}
                onRemove={() => setQuestions(quiz.questions.filter((_, j) => j !== i))}
              />
            ))}
          </ol>
        )}
        <Button
          size="sm"
          variant="secondary"
          className="self-start"
          disabled={quiz.questions.length >= L.questionsPerQuiz}
          onClick={addQuestion}
        >
          <Icon path={icons.plus} size={16} />
          {t('quiz.addQuestion')}
        </Button>
      </section>
      <CsvImport {...props} quiz={quiz} />
      <OtherProblems lessonKey={lesson.key} problems={otherErrors} />
    </div>
  );
}

function NumberField(props: {
  name: string;
  label: string;
  hint?: string;
  value: number | '';
  min: number;
  max: number;
  error?: string | undefined;
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <Field
      id={curriculumFieldId(props.name)}
      label={props.label}
      hint={props.hint}
      error={props.error}
      className="min-w-0"
    >
      <input
        type="number"
        inputMode="numeric"
        min={props.min}
        max={props.max}
        step={1}
        className="control disabled:cursor-not-allowed disabled:bg-surface disabled:text-ink-soft"
        value={props.value}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </Field>
  );
}

const whole = (value: string) => (value.trim() === '' ? 0 : Math.round(Number(value)));

function QuizSettings(props: {
  quiz: StudioQuiz;
  prefix: string;
  errors: Record<string, string>;
  set: (next: Partial<StudioQuiz>) => void;
}) {
  const t = useT();
  const { quiz, prefix, set } = props;
  const err = (field: string) => fieldText(t, props.errors[`${prefix}.${field}`]);
  const unlimitedId = curriculumFieldId(`${prefix}.unlimited`);
  const scoringId = curriculumFieldId(`${prefix}.scoring`);
  const scoringError = err('scoring');
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-line p-3">
      <legend className="px-1 text-sm font-semibold text-ink">{t('quiz.settings')}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <NumberField
          name={`${prefix}.time_limit_seconds`}
          label={t('quiz.timeLimit')}
          hint={t('quiz.timeLimitHint', { max: QUIZ_TIME_LIMIT.max / 60 })}
          value={Math.round((quiz.time_limit_seconds / 60) * 10) / 10}
          min={1}
          max={QUIZ_TIME_LIMIT.max / 60}
          error={err('time_limit_seconds')}
          onChange={(v) => set({ time_limit_seconds: Math.max(0, Math.round(Number(v || 0) * 60)) })}
        />
        <NumberField
          name={`${prefix}.pass_mark`}
          label={t('quiz.passMark')}
          value={quiz.pass_mark}
          min={0}
          max={100}
          error={err('pass_mark')}
          onChange={(v) => set({ pass_mark: whole(v) })}
        />
        <div className="flex min-w-0 flex-col gap-2">
          <NumberField
            name={`${prefix}.max_attempts`}
            label={t('quiz.maxAttempts')}
            value={quiz.max_attempts ?? ''}
            min={1}
            max={L.maxAttempts}
            disabled={quiz.max_attempts === null}
            error={err('max_attempts')}
            onChange={(v) => set({ max_attempts: whole(v) })}
          />
          <div className="flex items-center gap-2">
            <input
              id={unlimitedId}
              type="checkbox"
              className="size-5 shrink-0 accent-brand"
              checked={quiz.max_attempts === null}
              onChange={(e) => set({ max_attempts: e.target.checked ? null : 3 })}
            />
            <label htmlFor={unlimitedId} className="text-sm text-ink">
              {t('quiz.unlimited')}
            </label>
          </div>
        </div>
      </div>
      <fieldset
        id={scoringId}
        tabIndex={-1}
        aria-describedby={describedBy(scoringError && `${scoringId}-error`)}
        className="flex flex-col gap-1"
      >
        <legend className="text-sm font-semibold text-ink">{t('quiz.scoring')}</legend>
        {quizScorings.map((scoring) => {
          const id = `${scoringId}-${scoring}`;
          return (
            <div key={scoring} className="flex items-start gap-2">
              <input
                id={id}
                type="radio"
                name={scoringId}
                className="mt-0.5 size-5 shrink-0 accent-brand"
                checked={quiz.scoring === scoring}
                onChange={() => set({ scoring })}
              />
              <label htmlFor={id} className="text-sm text-ink">
                {t(`quiz.scoring.${scoring}`)}
              </label>
            </div>
          );
        })}
        {scoringError && (
          <p id={`${scoringId}-error`} className="text-sm font-medium text-red-700">
            {scoringError}
          </p>
        )}
      </fieldset>
      <p className="text-xs text-ink-soft">{t('quiz.shuffleNote')}</p>
    </fieldset>
  );
}

interface QuestionProps {
  question: StudioQuestion;
  index: number;
  count: number;
  /** `<lesson key>.quiz.questions.<question key>`: its fields' names and ids start so. */
  name: string;
  errors: Record<string, string>;
  lang: Locale;
  onChange: (next: StudioQuestion) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

function QuestionCard(props: QuestionProps) {
  const t = useT();
  const { question: q, index, name } = props;
  const label = t('quiz.question', { n: index + 1 });
  const headingId = curriculumFieldId(`${name}.heading`);
  const kindId = curriculumFieldId(`${name}.kind`);
  const promptId = curriculumFieldId(`${name}.prompt`);
  const explanationId = curriculumFieldId(`${name}.explanation`);
  // The server's problem on a field, else what the builder sees itself (the same rules).
  const own = questionErrors(q);
  const problem = (field: string) => props.errors[`${name}.${field}`] ?? own[field];
  const promptError = fieldText(t, props.errors[`${name}.prompt`]);
  const kindError = fieldText(t, props.errors[`${name}.kind`]);
  const explanationError = fieldText(t, props.errors[`${name}.explanation`]);
  const change = (patch: Partial<StudioQuestion>) => props.onChange({ ...q, ...patch });
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-line bg-white p-3"
      data-testid="quiz-question"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="text-sm font-bold text-ink">
          {label}
        </h4>
        <div className="flex gap-1">
          <SmallIconButton
            label={`${t('cur.moveUp')}: ${label}`}
            icon={icons.up}
            disabled={index === 0}
            onClick={() => props.onMove(-1)}
          />
          <SmallIconButton
            label={`${t('cur.moveDown')}: ${label}`}
            icon={icons.down}
            disabled={index === props.count - 1}
            onClick={() => props.onMove(1)}
          />
          <SmallIconButton
            label={`${t('cur.remove')}: ${label}`}
            icon={icons.trash}
            onClick={props.onRemove}
          />
        </div>
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={kindId} className="text-sm font-semibold text-ink">
          {t('quiz.kind')}
        </label>
        <select
          id={kindId}
          className="control"
          value={q.kind}
          aria-invalid={kindError ? true : undefined}
          aria-describedby={describedBy(kindError && `${kindId}-error`)}
          onChange={(e) => props.onChange(withKind(q, e.target.value as QuestionKind, props.lang))}
        >
          {questionKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`quiz.kind.${kind}`)}
            </option>
          ))}
        </select>
        {kindError && (
          <p id={`${kindId}-error`} className="text-sm font-medium text-red-700">
            {kindError}
          </p>
        )}
      </div>
      <TextArea
        id={promptId}
        label={`${t('quiz.prompt')} ${index + 1}`}
        value={q.prompt}
        maxLength={L.prompt}
        error={promptError}
        required
        onChange={(prompt) => change({ prompt })}
      />
      {q.kind === 'short_text' ? (
        <AcceptedAnswers {...props} problem={problem} />
      ) : (
        <Options {...props} problem={problem} />
      )}
      <TextArea
        id={explanationId}
        label={t('quiz.explanation')}
        hint={t('quiz.explanationHint')}
        value={q.explanation}
        maxLength={L.explanation}
        error={explanationError}
        onChange={(explanation) => change({ explanation })}
      />
    </li>
  );
}

function TextArea(props: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  maxLength: number;
  error?: string | undefined;
  required?: boolean;
  onChange: (value: string) => void;
}) {
  const t = useT();
  return (
    <Field
      id={props.id}
      label={props.label}
      hint={props.hint}
      error={props.error}
      required={props.required}
      requiredLabel={t('course.required')}
      className="min-w-0"
    >
      <textarea
        rows={2}
        className="control"
        value={props.value}
        maxLength={props.maxLength}
        aria-required={props.required || undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </Field>
  );
}

function RuleMessage(props: { id: string; text: string | undefined; fromServer: boolean }) {
  if (!props.text) return null;
  return (
    <p
      id={props.id}
      className={
        props.fromServer
          ? 'text-sm font-medium text-red-700'
          : 'rounded-lg bg-amber-50 px-2 py-1 text-sm font-medium text-amber-900'
      }
    >
      {props.text}
    </p>
  );
}

type GroupProps = QuestionProps & { problem: (field: string) => string | undefined };
type AnswerField = 'options' | 'accepted_answers';

/**
 * A question's list of answers (its options, or its accepted answers): the group's ids and rule
 * message, and the changes its controls make. `add` appends a blank item and moves the focus to
 * its field (`<group>.<i>` followed by `focusSuffix`: `.text` for an option).
 */
function useAnswerGroup<K extends AnswerField>(
  props: GroupProps,
  field: K,
  blank: StudioQuestion[K][number],
  focusSuffix = '',
) {
  const t = useT();
  const { question: q } = props;
  const items = q[field] as StudioQuestion[K][number][];
  const groupName = `${props.name}.${field}`;
  const groupId = curriculumFieldId(groupName);
  const set = (next: StudioQuestion[K][number][]) => props.onChange({ ...q, [field]: next });
  return {
    items,
    groupName,
    groupId,
    hintId: `${groupId}-hint`,
    ruleId: `${groupId}-error`,
    rule: problemText(t, field, props.problem(field)),
    fromServer: props.errors[groupName] !== undefined,
    set,
    update: (i: number, item: StudioQuestion[K][number]) => set(items.map((x, j) => (j === i ? item : x))),
    remove: (i: number) => set(items.filter((_, j) => j !== i)),
    add: () => {
      set([...items, blank]);
      const next = curriculumFieldId(`${groupName}.${items.length}${focusSuffix}`);
      requestAnimationFrame(() => document.getElementById(next)?.focus());
    },
  };
}

/** The end of an answer group: its rule message, then its "Add" button (off at the limit). */
function GroupEnd(props: {
  group: {
    items: readonly unknown[];
    ruleId: string;
    rule: string | undefined;
    fromServer: boolean;
    add: () => void;
  };
  label: string;
  limit: number;
  index: number;
}) {
  const t = useT();
  const { group } = props;
  return (
    <>
      <RuleMessage id={group.ruleId} text={group.rule} fromServer={group.fromServer} />
      <Button
        size="sm"
        variant="secondary"
        className="self-start"
        disabled={group.items.length >= props.limit}
        onClick={group.add}
      >
        <Icon path={icons.plus} size={16} />
        {props.label}
        <span className="sr-only">: {t('quiz.question', { n: props.index + 1 })}</span>
      </Button>
    </>
  );
}

function Options(props: GroupProps) {
  const t = useT();
  const { question: q } = props;
  const group = useAnswerGroup(props, 'options', { text: '', correct: false }, '.text');
  const { groupId, rule, ruleId, hintId, set: setOptions } = group;
  const multiple = q.kind === 'multiple';
  if (q.kind === 'true_false')
    return (
      <fieldset
        id={groupId}
        tabIndex={-1}
        aria-describedby={describedBy(rule && ruleId)}
        aria-invalid={rule ? true : undefined}
        className="flex flex-col gap-1"
      >
        <legend className="text-sm font-semibold text-ink">{t('quiz.rightAnswer')}</legend>
        <div className="flex flex-wrap gap-4">
          {q.options.map((option, i) => {
            const id = `${groupId}-${i}`;
            return (
              <div key={i} className="flex items-center gap-2">
                <input
                  id={id}
                  type="radio"
                  name={groupId}
                  className="size-5 shrink-0 accent-brand"
                  checked={option.correct}
                  onChange={() => setOptions(q.options.map((o, j) => ({ ...o, correct: j === i })))}
                />
                <label htmlFor={id} className="text-sm text-ink">
                  {option.text}
                </label>
              </div>
            );
          })}
        </div>
        <RuleMessage id={ruleId} text={rule} fromServer={group.fromServer} />
      </fieldset>
    );
  return (
    <fieldset
      id={groupId}
      tabIndex={-1}
      aria-describedby={describedBy(hintId, rule && ruleId)}
      className="flex flex-col gap-2"
    >
      <legend className="text-sm font-semibold text-ink">{t('quiz.options')}</legend>
      <p id={hintId} className="-mt-1 text-xs text-ink-soft">
        {multiple ? t('quiz.correctHint.multiple') : t('quiz.correctHint.single')}
      </p>
      <ol className="flex flex-col gap-2">
        {q.options.map((option, i) => (
          <OptionItem
            key={i}
            question={q}
            index={i}
            name={`${group.groupName}.${i}`}
            groupId={groupId}
            errors={props.errors}
            setOptions={setOptions}
          />
        ))}
      </ol>
      <GroupEnd group={group} label={t('quiz.addOption')} limit={L.optionsPerQuestion} index={props.index} />
    </fieldset>
  );
}

function OptionItem(props: {
  question: StudioQuestion;
  index: number;
  /** `<question name>.options.<i>` */
  name: string;
  /** The options' group: single-choice radios share its name. */
  groupId: string;
  errors: Record<string, string>;
  setOptions: (options: StudioQuestion['options']) => void;
}) {
  const t = useT();
  const { question: q, index: i, setOptions } = props;
  const option = q.options[i]!;
  const multiple = q.kind === 'multiple';
  const id = curriculumFieldId(`${props.name}.text`);
  const correctId = `${id}-correct`;
  const optionLabel = t('quiz.option', { n: i + 1 });
  const error = fieldText(t, props.errors[`${props.name}.text`]);
  return (
    <li className="rounded-lg border border-line bg-surface/60 p-2">
      <div className="flex flex-wrap items-center justify-between gap-1">
        <label htmlFor={id} className="text-xs font-bold tracking-wide text-ink-soft uppercase">
          {optionLabel}
        </label>
        <div className="flex gap-1">
          <SmallIconButton
            label={`${t('cur.moveUp')}: ${optionLabel}`}
            icon={icons.up}
            disabled={i === 0}
            onClick={() => setOptions(stepped(q.options, i, -1))}
          />
          <SmallIconButton
            label={`${t('cur.moveDown')}: ${optionLabel}`}
            icon={icons.down}
            disabled={i === q.options.length - 1}
            onClick={() => setOptions(stepped(q.options, i, 1))}
          />
          <SmallIconButton
            label={`${t('cur.remove')}: ${optionLabel}`}
            icon={icons.trash}
            onClick={() => setOptions(q.options.filter((_, j) => j !== i))}
          />
        </div>
      </div>
      <input
        id={id}
        className="control"
        value={option.text}
        maxLength={L.optionText}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && `${id}-error`)}
        onChange={(e) => setOptions(q.options.map((o, j) => (j === i ? { ...o, text: e.target.value } : o)))}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="mt-1 flex items-center gap-2">
        <input
          id={correctId}
          type={multiple ? 'checkbox' : 'radio'}
          name={multiple ? undefined : props.groupId}
          className="size-5 shrink-0 accent-brand"
          checked={option.correct}
          onChange={(e) =>
            setOptions(
              q.options.map((o, j) =>
                multiple ? (j === i ? { ...o, correct: e.target.checked } : o) : { ...o, correct: j === i },
              ),
            )
          }
        />
        <label htmlFor={correctId} className="text-sm text-ink">
          {t('quiz.correct')}
          <span className="sr-only"> ({optionLabel})</span>
        </label>
      </div>
    </li>
  );
}

function AcceptedAnswers(props: GroupProps) {
  const t = useT();
  const group = useAnswerGroup(props, 'accepted_answers', '');
  const { groupName, groupId, rule, ruleId, hintId } = group;
  return (
    <fieldset
      id={groupId}
      tabIndex={-1}
      aria-describedby={describedBy(hintId, rule && ruleId)}
      className="flex flex-col gap-2"
    >
      <legend className="text-sm font-semibold text-ink">{t('quiz.accepted')}</legend>
      <p id={hintId} className="-mt-1 text-xs text-ink-soft">
        {t('quiz.acceptedHint')}
      </p>
      <ol className="flex flex-col gap-2">
        {group.items.map((answer, i) => {
          const id = curriculumFieldId(`${groupName}.${i}`);
          const answerLabel = t('quiz.acceptedAnswer', { n: i + 1 });
          const error = fieldText(t, props.errors[`${groupName}.${i}`]);
          return (
            <li key={i} className="flex flex-col gap-1">
              <div className="flex flex-wrap items-center justify-between gap-1">
                <label htmlFor={id} className="text-xs font-bold tracking-wide text-ink-soft uppercase">
                  {answerLabel}
                </label>
                <SmallIconButton
                  label={`${t('cur.remove')}: ${answerLabel}`}
                  icon={icons.trash}
                  onClick={() => group.remove(i)}
                />
              </div>
              <input
                id={id}
                className="control"
                value={answer}
                maxLength={L.acceptedAnswer}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(error && `${id}-error`)}
                onChange={(e) => group.update(i, e.target.value)}
              />
              {error && (
                <p id={`${id}-error`} className="text-sm font-medium text-red-700">
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <GroupEnd group={group} label={t('quiz.addAccepted')} limit={L.acceptedAnswers} index={props.index} />
    </fieldset>
  );
}

type ImportState =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; count: number }
  | { kind: 'problems'; lines: string[] }
  | { kind: 'failed'; error: unknown };

/** "line.3.correct" → "Line 3, correct: …"; "file" → "The file: …". */
function importProblemLines(t: Translate, fields: Record<string, string>): string[] {
  return Object.entries(fields)
    .map(([path, code]) => {
      const m = /^line\.(\d+)(?:\.(.+))?$/.exec(path);
      const problem = fieldText(t, code) ?? code;
      const line = m ? Number(m[1]) : Infinity;
      const text = !m
        ? t('quiz.import.file', { problem })
        : m[2]
          ? t('quiz.import.line', { line: m[1]!, column: m[2], problem })
          : t('quiz.import.lineOnly', { line: m[1]!, problem });
      return { line, text };
    })
    .sort((a, b) => a.line - b.line)
    .map((p) => p.text);
}

/**
 * "Import from CSV": the file goes to the saved draft's quiz (the lesson must be saved as a quiz
 * first); the imported questions are added to the quiz being edited, and the page takes the
 * draft's new revision from the answer. A bad file imports nothing and lists its lines.
 */
function CsvImport(props: LessonContentProps & { quiz: StudioQuiz }) {
  const t = useT();
  const queryClient = useQueryClient();
  const course = useCourse(props.courseId);
  const [state, setState] = useState<ImportState>({ kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const uid = useId();
  const inputId = `quiz-import-${uid}`;
  const hintId = `${inputId}-hint`;
  const savedLesson = course.data?.curriculum.sections
    .flatMap((s) => s.lessons)
    .find((l) => l.key === props.lesson.key);
  const ready = savedLesson?.type === 'quiz';
  const sample = `data:text/csv;charset=utf-8,${encodeURIComponent(quizCsvSample())}`;

  const upload = async (file: File) => {
    if (!course.data) return;
    setState({ kind: 'busy' });
    try {
      const answer = await callData(importQuizQuestions, {
        params: { id: props.courseId, key: props.lesson.key },
        body: { file, revision: course.data.revision },
      });
      const lesson = answer.course.curriculum.sections
        .flatMap((s) => s.lessons)
        .find((l) => l.key === props.lesson.key);
      const added = answer.imported > 0 ? (lesson?.quiz?.questions.slice(-answer.imported) ?? []) : [];
      queryClient.setQueryData(courseKey(answer.course.id), answer.course);
      props.patch({
        quiz: { ...props.quiz, questions: [...props.quiz.questions, ...added] },
      });
      setState({ kind: 'done', count: answer.imported });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length)
        setState({ kind: 'problems', lines: importProblemLines(t, error.fields) });
      else setState({ kind: 'failed', error });
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  let status: ReactNode = null;
  if (state.kind === 'done')
    status = <Alert tone="success">{t('quiz.import.done', { count: state.count })}</Alert>;
  else if (state.kind === 'problems')
    status = (
      <Alert tone="error">
        <p className="font-semibold">{t('quiz.import.problems')}</p>
        <ul className="mt-1 list-disc pl-5">
          {state.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Alert>
    );
  else if (state.kind === 'failed') status = <Alert tone="error">{errorText(t, state.error)}</Alert>;

  return (
    <section
      aria-labelledby={`${inputId}-heading`}
      className="flex flex-col gap-2 rounded-xl border border-line p-3"
    >
      <h3 id={`${inputId}-heading`} className="text-sm font-semibold text-ink">
        {t('quiz.import.title')}
      </h3>
      <p id={hintId} className="text-xs text-ink-soft">
        {ready ? t('quiz.import.hint') : t('quiz.import.saveFirst')}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label
          htmlFor={inputId}
          className={
            ready && state.kind !== 'busy'
              ? 'inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-xl border border-line bg-white px-3 text-sm font-semibold text-ink focus-within:ring-2 focus-within:ring-brand hover:bg-brand-soft'
              : 'inline-flex min-h-9 items-center gap-2 rounded-xl border border-line bg-white px-3 text-sm font-semibold text-ink opacity-60'
          }
        >
          <Icon path={icons.plus} size={16} />
          {state.kind === 'busy' ? t('quiz.import.busy') : t('quiz.import.choose')}
          <input
            ref={input}
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            disabled={!ready || state.kind === 'busy'}
            aria-describedby={hintId}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void upload(file);
            }}
          />
        </label>
        <a
          href={sample}
          download="quiz-questions-sample.csv"
          className="text-sm font-semibold text-brand-strong underline underline-offset-2"
        >
          {t('quiz.import.sample')}
        </a>
      </div>
      <div aria-live="polite" className="empty:hidden">
        {status}
      </div>
    </section>
  );
}
