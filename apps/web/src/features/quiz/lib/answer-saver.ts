import type { AnswerPatch } from '../api/save-answer';

export type SaveStatus = 'saved' | 'saving' | 'failed';

/** What the saver needs from outside: the call, and where to report. */
export interface SaverOptions {
  save: (questionId: number, patch: AnswerPatch) => Promise<unknown>;
  /** 'closed': the attempt ended elsewhere; 'drop': a refused value; 'retry': anything else. */
  classify: (error: unknown) => 'closed' | 'drop' | 'retry';
  onStatus: (status: SaveStatus) => void;
  onClosed: (error: unknown) => void;
  /** A typed answer is saved once the learner pauses this long. */
  pauseMs?: number;
}

const MAX_RETRY_MS = 30_000;

/**
 * Saves answers to the server as they change (docs/product.md "Quizzes"): one save at a time per
 * question with the latest value winning, a typed answer after a pause, a failed save retried
 * (doubling up to 30 s, or at once with `retryNow`, e.g. when the browser is back online).
 */
export function createAnswerSaver(options: SaverOptions) {
  const waiting = new Map<number, AnswerPatch>();
  const inFlight = new Map<number, Promise<void>>();
  const typing = new Map<number, ReturnType<typeof setTimeout>>();
  let retryDelay = 1000;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let failed = false;

  const report = () =>
    options.onStatus(failed ? 'failed' : waiting.size + inFlight.size + typing.size > 0 ? 'saving' : 'saved');

  const scheduleRetry = () => {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void sendAll(), retryDelay);
    retryDelay = Math.min(retryDelay * 2, MAX_RETRY_MS);
  };

  function send(questionId: number): Promise<void> {
    const running = inFlight.get(questionId);
    if (running) return running;
    const patch = waiting.get(questionId);
    if (!patch || closed) return Promise.resolve();
    waiting.delete(questionId);
    const promise = options
      .save(questionId, patch)
      .then(
        () => {
          retryDelay = 1000;
          failed = false;
        },
        (error: unknown) => {
          const kind = options.classify(error);
          if (kind === 'closed') {
            closed = true;
            options.onClosed(error);
          } else if (kind === 'retry') {
            // The newer value, if one came meanwhile, wins over this one.
            waiting.set(questionId, { ...patch, ...waiting.get(questionId) });
            failed = true;
            scheduleRetry();
          }
        },
      )
      .finally(() => inFlight.delete(questionId));
    inFlight.set(questionId, promise);
    report();
    return promise.then(() => {
      if (waiting.has(questionId) && !failed && !closed) return send(questionId);
      report();
    });
  }

  function sendAll() {
    return Promise.all([...waiting.keys()].map((id) => send(id))).then(() => undefined);
  }

  return {
    /** Queues a change of one question's answer and saves it (a typed one after a pause). */
    change(questionId: number, patch: AnswerPatch, opts: { typing?: boolean } = {}) {
      if (closed) return;
      waiting.set(questionId, { ...waiting.get(questionId), ...patch });
      clearTimeout(typing.get(questionId));
      typing.delete(questionId);
      if (opts.typing) {
        typing.set(
          questionId,
          setTimeout(() => {
            typing.delete(questionId);
            void send(questionId);
          }, options.pauseMs ?? 600),
        );
        report();
      } else void send(questionId);
    },
    /** True while a question has a change here that the server has not confirmed. */
    busy: (questionId: number) =>
      waiting.has(questionId) || inFlight.has(questionId) || typing.has(questionId),
    retryNow() {
      clearTimeout(retryTimer);
      void sendAll();
    },
    /** Sends everything still waiting (before a submit); true when all of it was saved. */
    async flush() {
      for (const [id, timer] of typing) {
        clearTimeout(timer);
        typing.delete(id);
      }
      for (let round = 0; round < 3 && (waiting.size > 0 || inFlight.size > 0) && !closed; round++) {
        await Promise.allSettled([...inFlight.values()]);
        failed = false;
        await sendAll();
      }
      report();
      return waiting.size === 0 && inFlight.size === 0;
    },
    stop() {
      clearTimeout(retryTimer);
      for (const timer of typing.values()) clearTimeout(timer);
      closed = true;
    },
  };
}

export type AnswerSaver = ReturnType<typeof createAnswerSaver>;
