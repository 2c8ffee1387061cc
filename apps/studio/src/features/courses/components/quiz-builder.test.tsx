import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Curriculum, StudioQuestion, StudioQuiz } from '@app/contract/studio/schemas';
import { useBrand } from '@/shared/brand/brand';
import { badInput, draftCourse, ok, text } from '@/testing/fixtures';
import { json, renderRoutes, stubFetch } from '@/testing/render';
import { Component as CourseCurriculum } from '../routes/course-curriculum';

const savedQuestion: StudioQuestion = {
  key: 'q1',
  kind: 'single',
  prompt: 'What is the mean of 2, 4 and 6?',
  explanation: '',
  options: [
    { text: '3', correct: false },
    { text: '4', correct: true },
  ],
  accepted_answers: [],
};

const quizOf = (questions: StudioQuestion[]): StudioQuiz => ({
  time_limit_seconds: 600,
  pass_mark: 70,
  max_attempts: null,
  scoring: 'all_or_nothing',
  questions,
});

const curriculumOf = (questions: StudioQuestion[]): Curriculum => ({
  sections: [
    {
      key: 's1',
      title: text('Basics'),
      lessons: [
        {
          key: 'l1',
          title: text('Checkpoint'),
          type: 'quiz',
          is_preview: false,
          duration_seconds: 600,
          body: { id: [], en: [], ms: [] },
          file_id: null,
          captions: [],
          quiz: quizOf(questions),
        },
      ],
    },
  ],
});

const course = (revision: number, cur: Curriculum = curriculumOf([savedQuestion])) =>
  draftCourse(revision, cur);

beforeEach(() => useBrand.setState({ defaultLanguage: 'en', currency: 'IDR', name: 'Cendekia Academy' }));
afterEach(() => vi.unstubAllGlobals());

interface Answers {
  save?: (body: Record<string, unknown>) => Response;
  importCsv?: (form: FormData) => Response;
}

/** The curriculum page on a course with one quiz lesson, its quiz open. */
async function openQuiz(answers: Answers) {
  const saves: Record<string, unknown>[] = [];
  const imports: FormData[] = [];
  stubFetch((url, init) => {
    if (url.pathname === '/api/studio/options') return ok({ categories: [], mentors: [], languages: ['en'] });
    if (url.pathname === '/api/studio/courses/5' && (init.method ?? 'GET') === 'GET') return ok(course(7));
    if (url.pathname === '/api/studio/courses/5/curriculum' && init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      saves.push(body);
      return answers.save?.(body) ?? ok(course(8, body as unknown as Curriculum));
    }
    if (url.pathname === '/api/studio/courses/5/lessons/l1/quiz-import' && init.method === 'POST') {
      imports.push(init.body as FormData);
      return answers.importCsv?.(init.body as FormData) ?? json({}, 500);
    }
    return json({ status: 404, message: 'Not found' }, 404);
  });
  renderRoutes([{ path: '/courses/:id/curriculum', Component: CourseCurriculum }], '/courses/5/curriculum');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^Edit\b.*Checkpoint \(1\)/ }));
  return { user, saves, imports };
}

const questions = () => screen.getAllByTestId('quiz-question');
const sentQuiz = (body: Record<string, unknown>) =>
  (body as unknown as Curriculum).sections[0]!.lessons[0]!.quiz!;

describe('the quiz builder', () => {
  it('adds a question with its options and right answer, and saves it', async () => {
    const { user, saves } = await openQuiz({});
    expect(screen.getByRole('heading', { name: 'Questions (1)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    const card = questions()[1]!;
    const prompt = within(card).getByRole('textbox', { name: /^Question 2/ });
    await waitFor(() => expect(prompt).toHaveFocus());
    await user.type(prompt, 'Spread?');
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Kind of question' }), 'multiple');
    await user.type(within(card).getByRole('textbox', { name: 'Option 1' }), 'Range');
    await user.type(within(card).getByRole('textbox', { name: 'Option 2' }), 'Mode');
    await user.click(within(card).getByRole('button', { name: /^Add option\b.*Question 2/ }));
    await user.type(within(card).getByRole('textbox', { name: 'Option 3' }), 'SD');
    await user.click(within(card).getByRole('checkbox', { name: 'Correct (Option 1)' }));
    await user.click(within(card).getByRole('checkbox', { name: 'Correct (Option 3)' }));
    await user.type(within(card).getByRole('textbox', { name: 'Explanation' }), 'Both.');
    await user.click(screen.getByRole('button', { name: 'Save curriculum' }));
    await screen.findByText(/Curriculum saved/);
    const quiz = sentQuiz(saves[0]!);
    expect(quiz.questions).toHaveLength(2);
    expect(quiz.questions[1]).toMatchObject({
      kind: 'multiple',
      prompt: 'Spread?',
      explanation: 'Both.',
      options: [
        { text: 'Range', correct: true },
        { text: 'Mode', correct: false },
        { text: 'SD', correct: true },
      ],
      accepted_answers: [],
    });
  });

  it('saves the quiz settings: pass mark, attempts, time limit and scoring', async () => {
    const { user, saves } = await openQuiz({});
    const passMark = screen.getByRole('spinbutton', { name: 'Pass mark (%)' });
    await user.clear(passMark);
    await user.type(passMark, '80');
    await user.click(screen.getByRole('checkbox', { name: 'Unlimited attempts' }));
    const attempts = screen.getByRole('spinbutton', { name: 'Attempts allowed' });
    await user.clear(attempts);
    await user.type(attempts, '2');
    const time = screen.getByRole('spinbutton', { name: 'Time limit (minutes)' });
    await user.clear(time);
    await user.type(time, '15');
    await user.click(screen.getByRole('radio', { name: /^Partial/ }));
    await user.click(screen.getByRole('button', { name: 'Save curriculum' }));
    await screen.findByText(/Curriculum saved/);
    expect(sentQuiz(saves[0]!)).toMatchObject({
      pass_mark: 80,
      max_attempts: 2,
      time_limit_seconds: 900,
      scoring: 'partial',
    });
  });

  it('reorders questions and options by their Move buttons', async () => {
    const { user, saves } = await openQuiz({});
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await user.selectOptions(
      within(questions()[1]!).getByRole('combobox', { name: 'Kind of question' }),
      'true_false',
    );
    await user.type(within(questions()[1]!).getByRole('textbox', { name: /^Question 2/ }), 'Is 4 even?');
    await user.click(within(questions()[1]!).getByRole('radio', { name: 'True' }));
    await user.click(screen.getByRole('button', { name: 'Move up: Question 2' }));
    await user.click(within(questions()[1]!).getByRole('button', { name: 'Move down: Option 1' }));
    expect(within(questions()[0]!).getByRole('textbox', { name: /^Question 1/ })).toHaveValue('Is 4 even?');
    await user.click(screen.getByRole('button', { name: 'Save curriculum' }));
    await screen.findByText(/Curriculum saved/);
    const sent = sentQuiz(saves[0]!).questions;
    expect(sent.map((q) => q.prompt)).toEqual(['Is 4 even?', 'What is the mean of 2, 4 and 6?']);
    expect(sent[0]!.options).toEqual([
      { text: 'True', correct: true },
      { text: 'False', correct: false },
    ]);
    expect(sent[1]!.options.map((o) => o.text)).toEqual(['4', '3']);
  });

  it('says on the question that it needs its right answer, and does not save it without one', async () => {
    const { user, saves } = await openQuiz({});
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    const card = questions()[1]!;
    await user.type(within(card).getByRole('textbox', { name: /^Question 2/ }), 'Median?');
    await user.type(within(card).getByRole('textbox', { name: 'Option 1' }), '2');
    await user.type(within(card).getByRole('textbox', { name: 'Option 2' }), '4');
    const rule = within(card).getByText('Mark the right answer: a question cannot be saved without one.');
    const group = within(card).getByRole('group', { name: 'Options' });
    expect(group.getAttribute('aria-describedby')).toContain(rule.id);
    await user.click(screen.getByRole('button', { name: 'Save curriculum' }));
    expect(await screen.findByText('Fix the marked fields before saving.')).toBeInTheDocument();
    expect(saves).toHaveLength(0);
    await waitFor(() => expect(group).toHaveFocus());
    // A short-text question needs an accepted answer the same way.
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Kind of question' }), 'short_text');
    expect(
      within(card).getByText('Add an accepted answer: a question cannot be saved without one.'),
    ).toBeInTheDocument();
    await user.type(within(card).getByRole('textbox', { name: 'Accepted answer 1' }), '2');
    expect(within(card).queryByText(/cannot be saved without one/)).not.toBeInTheDocument();
    // Another answer: added, focused, typed; then the first removed.
    await user.click(within(card).getByRole('button', { name: /^Add accepted answer\b.*Question 2/ }));
    const second = within(card).getByRole('textbox', { name: 'Accepted answer 2' });
    await waitFor(() => expect(second).toHaveFocus());
    await user.type(second, 'two');
    await user.click(within(card).getByRole('button', { name: 'Remove: Accepted answer 1' }));
    expect(within(card).getByRole('textbox', { name: 'Accepted answer 1' })).toHaveValue('two');
    await user.click(screen.getByRole('button', { name: 'Save curriculum' }));
    await screen.findByText(/Curriculum saved/);
    expect(sentQuiz(saves[0]!).questions[1]).toMatchObject({
      kind: 'short_text',
      options: [],
      accepted_answers: ['two'],
    });
  });

  it('shows the server’s problems on the fields of the question they name', async () => {
    const { user } = await openQuiz({
      save: () =>
        badInput({
          'sections.0.lessons.0.quiz.questions.0.options': 'pick_one',
          'sections.0.lessons.0.quiz.pass_mark': 'too_large',
        }),
    });
    const passMark = screen.getByRole('spinbutton', { name: 'Pass mark (%)' });
    await user.clear(passMark);
    await user.type(passMark, '75');
    await user.click(screen.getByRole('button', { name: 'Save curriculum' }));
    const card = questions()[0]!;
    const message = await within(card).findByText('Mark only one right option for this kind of question.');
    expect(within(card).getByRole('group', { name: 'Options' }).getAttribute('aria-describedby')).toContain(
      message.id,
    );
    expect(passMark).toHaveAttribute('aria-invalid', 'true');
    expect(passMark).toHaveAccessibleDescription('This number is too large.');
  });

  it('lists an import’s problems by their line of the file, and imports nothing', async () => {
    const { user, imports } = await openQuiz({
      importCsv: () =>
        badInput({
          'line.3.correct': 'answer_required',
          'line.1.colour': 'unknown_field',
        }),
    });
    const file = new File(['kind,prompt,colour\nsingle,Hi,red\n'], 'questions.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Import from CSV', { selector: 'input' }), file);
    expect(await screen.findByText(/Nothing was imported/)).toBeInTheDocument();
    const items = within(screen.getByRole('alert')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Line 1, column colour: This field is not expected.',
      'Line 3, column correct: Give an answer.',
    ]);
    expect(imports).toHaveLength(1);
    expect(imports[0]!.get('revision')).toBe('7');
    expect((imports[0]!.get('file') as File).name).toBe('questions.csv');
    expect(questions()).toHaveLength(1);
  });

  it('adds imported questions to the quiz and saves with the draft’s new revision', async () => {
    const imported: StudioQuestion = {
      key: 'a5b7e1c2-0000-4000-8000-000000000001',
      kind: 'short_text',
      prompt: 'Another word for the mean?',
      explanation: '',
      options: [],
      accepted_answers: ['average'],
    };
    const { user, saves } = await openQuiz({
      importCsv: () => ok({ imported: 1, course: course(8, curriculumOf([savedQuestion, imported])) }),
    });
    expect(screen.getByRole('link', { name: 'Download a sample CSV' })).toHaveAttribute(
      'download',
      'quiz-questions-sample.csv',
    );
    const file = new File(['kind,prompt,accepted\nshort_text,Another word for the mean?,average\n'], 'q.csv');
    await user.upload(screen.getByLabelText('Import from CSV', { selector: 'input' }), file);
    expect(await screen.findByText('Questions imported into the draft: 1.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Questions (2)' })).toBeInTheDocument();
    expect(within(questions()[1]!).getByRole('textbox', { name: 'Accepted answer 1' })).toHaveValue(
      'average',
    );
    await user.type(within(questions()[1]!).getByRole('textbox', { name: 'Explanation' }), 'Yes.');
    await user.click(screen.getByRole('button', { name: 'Save curriculum' }));
    await screen.findByText(/Curriculum saved/);
    expect(saves[0]!.revision).toBe(8);
    expect(sentQuiz(saves[0]!).questions.map((q) => q.key)).toEqual(['q1', imported.key]);
  });
});
