import { useEffect, useRef, useState } from 'react';

/**
 * Seconds left until the server's deadline. The server says how many milliseconds were left when
 * it answered (`remainingMs`, received at `receivedAt`), so the learner's clock being wrong does
 * not matter; a refetch (another tab, a reload) sets it again from the server. Calls `onExpire`
 * once at zero.
 */
export function useCountdown(remainingMs: number, receivedAt: number, onExpire: () => void) {
  const endAt = receivedAt + remainingMs;
  const left = () => Math.max(0, Math.ceil((endAt - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  const expired = useRef(false);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    const tick = () => {
      const s = Math.max(0, Math.ceil((endAt - Date.now()) / 1000));
      setSeconds(s);
      if (s === 0 && !expired.current) {
        expired.current = true;
        expire.current();
      }
    };
    tick();
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [endAt]);

  return seconds;
}

/**
 * What screen readers hear about the time: "5 minutes left" and "1 minute left" as the timer
 * passes them, not every second (product "Quizzes").
 */
export function useTimeAnnouncement(seconds: number, marks: readonly number[]) {
  const previous = useRef(seconds);
  const [mark, setMark] = useState<number | null>(null);
  useEffect(() => {
    const crossed = marks.find((m) => previous.current > m && seconds <= m && seconds > 0);
    previous.current = seconds;
    if (crossed !== undefined) setMark(crossed);
  }, [seconds, marks]);
  return mark;
}
