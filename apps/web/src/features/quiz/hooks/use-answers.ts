import { useCallback, useEffect, useState } from 'react';
import { QUIZ_TIME_UP } from '@app/contract/quiz/constants';
import type { SavedAnswer } from '@app/contract/quiz/schemas';
import { ApiError } from '@/shared/http/client';
import { saveAnswer, type AnswerPatch } from '../api/save-answer';
import { createAnswerSaver, type SaveStatus } from '../lib/answer-saver';

export type { SaveStatus };

export interface LocalAnswer {
  optionIds: number[];
  text: string;
  flagged: boolean;
}

const EMPTY: LocalAnswer = { optionIds: [], text: '', flagged: false };

const fromServer = (a: SavedAnswer): LocalAnswer => ({
  optionIds: a.option_ids,
  text: a.text ?? '',
  flagged: a.flagged,
});

export const isAnswered = (a: LocalAnswer | undefined) =>
  Boolean(a && (a.optionIds.length > 0 || a.text.trim() !== ''));

/**
 * The learner's answers in this tab, shown at once and saved to the server on every change
 * (lib/answer-saver.ts). The server's answers, read again when the tab comes back, replace those of
 * questions with nothing waiting here, so a second tab shows what the first one saved.
 * `onClosed(timeUp)` hears that the attempt was submitted elsewhere or its time is up (409).
 */
export function useAnswers(
  attemptId: number,
  serverAnswers: SavedAnswer[],
  onClosed: (timeUp: boolean) => void,
) {
  const [answers, setAnswers] = useState<Record<number, LocalAnswer>>(() =>
    Object.fromEntries(serverAnswers.map((a) => [a.question_id, fromServer(a)])),
  );
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [closedBy, setClosedBy] = useState<{ timeUp: boolean } | null>(null);
  const [saver] = useState(() =>
    createAnswerSaver({
      save: (questionId, patch) => saveAnswer(attemptId, questionId, patch),
      classify: (error) =>
        error instanceof ApiError && error.status === 409
          ? 'closed'
          : error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429
            ? 'drop'
            : 'retry',
      onStatus: setStatus,
      onClosed: (error) => setClosedBy({ timeUp: error instanceof ApiError && error.code === QUIZ_TIME_UP }),
    }),
  );

  useEffect(() => {
    if (closedBy) onClosed(closedBy.timeUp);
  }, [closedBy, onClosed]);

  useEffect(() => {
    const online = () => saver.retryNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      saver.stop();
    };
  }, [saver]);

  // Questions with nothing waiting here take the server's answer (another tab's work), when a
  // new read arrives (adjusted while rendering, as React recommends for props that change).
  const [seen, setSeen] = useState(serverAnswers);
  if (seen !== serverAnswers) {
    setSeen(serverAnswers);
    setAnswers((local) => {
      const next = { ...local };
      for (const a of serverAnswers) if (!saver.busy(a.question_id)) next[a.question_id] = fromServer(a);
      return next;
    });
  }

  const change = useCallback(
    (questionId: number, patch: AnswerPatch, options?: { typing?: boolean }) => {
      setAnswers((local) => {
        const current = local[questionId] ?? EMPTY;
        return {
          ...local,
          [questionId]: {
            optionIds: patch.option_ids ?? current.optionIds,
            text: patch.text ?? current.text,
            flagged: patch.flagged ?? current.flagged,
          },
        };
      });
      saver.change(questionId, patch, options);
    },
    [saver],
  );

  return { answers, status, change, flush: saver.flush };
}
