import { QUIZ_CSV_COLUMNS } from './constants.ts';

/**
 * The sample file the studio offers beside "Import from CSV" (docs/product.md "The studio"): one
 * question of each kind, in the columns the import reads. The API's tests import it as it is.
 */
export function quizCsvSample(): string {
  const header = QUIZ_CSV_COLUMNS.filter((c) => !/^option_([5-9]|10)$/.test(c));
  const rows: Record<string, string>[] = [
    {
      kind: 'single',
      prompt: 'What is the mean of 2, 4 and 6?',
      option_1: '3',
      option_2: '4',
      option_3: '6',
      correct: '2',
      explanation: '(2 + 4 + 6) / 3 = 4',
    },
    {
      kind: 'multiple',
      prompt: 'Which of these are measures of spread?',
      option_1: 'Range',
      option_2: 'Mode',
      option_3: 'Standard deviation',
      option_4: 'Median',
      correct: '1|3',
      explanation: 'Range and standard deviation tell how far the values spread.',
    },
    {
      kind: 'true_false',
      prompt: 'The median is the middle value of sorted data.',
      correct: 'true',
      explanation: '',
    },
    {
      kind: 'short_text',
      prompt: 'What is another word for the arithmetic mean?',
      accepted: 'average|mean',
      explanation: '',
    },
  ];
  const cell = (v = '') => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return (
    [header.join(','), ...rows.map((r) => header.map((c) => cell(r[c])).join(','))].join('\r\n') + '\r\n'
  );
}
