import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface QuizSession {
  /** product §3: the quiz id is persisted across sessions, with the attempt last finished (its number). */
  quizId: number | null;
  attemptNumber: number | null;
  remember(quizId: number, attemptNumber?: number | null): void;
}

/**
 * The last quiz and attempt, so /quiz/finished and its review still know which score to show
 * when the address carries none (a bookmark, an older link). The clock and answers are never kept
 * here: they are the server's.
 */
export const useQuizSession = create<QuizSession>()(
  persist(
    (set) => ({
      quizId: null,
      attemptNumber: null,
      remember: (quizId, attemptNumber = null) => set({ quizId, attemptNumber }),
    }),
    { name: 'quiz', storage: createJSONStorage(() => localStorage) },
  ),
);
