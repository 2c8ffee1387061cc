import { saveAnswer as saveAnswerCall } from '@app/contract/quiz/endpoints';
import { callData } from '@/shared/http/client';

export interface AnswerPatch {
  option_ids?: number[];
  text?: string;
  flagged?: boolean;
}

/**
 * POST /api/quiz/save-answer: one answer (or its flag), saved on every change so nothing is lost
 * on a reload, a closed tab or a lost connection (docs/product.md "Quizzes").
 */
export const saveAnswer = (attemptId: number, questionId: number, patch: AnswerPatch) =>
  callData(
    saveAnswerCall,
    { body: { attempt_id: attemptId, question_id: questionId, ...patch } },
    { timeoutMs: 15_000 },
  );
