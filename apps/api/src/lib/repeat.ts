import type { Log } from './log.ts';

/**
 * Runs `run` every `seconds` on this instance until the returned function is called: a turn is
 * skipped while the previous one still runs, a failure is logged as `failure` and the next turn
 * comes as usual, and the timer never keeps the process alive. The background jobs (order expiry,
 * quiz deadlines, students counts) are safe with several instances by their own SQL.
 */
export function repeatEvery(seconds: number, log: Log, failure: string, run: () => Promise<unknown>) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    run()
      .catch((error: unknown) => log.warn({ err: { message: (error as Error).message } }, failure))
      .finally(() => (running = false));
  }, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
