import { ACTIVITY_DAYS } from '@app/contract/learning/constants';

export interface LearningDay {
  /** YYYY-MM-DD */
  day: string;
  minutes: number;
}

export interface ActivityBar extends LearningDay {
  /** 0–1 of the chart's height. */
  share: number;
}

export interface ActivitySummary {
  bars: ActivityBar[];
  /** The value of the chart's top line: a round number at or above the busiest day. */
  top: number;
  total: number;
  activeDays: number;
  best: LearningDay | null;
}

const STEPS = [5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 240];

/** The top of the scale: the first round step at or above `max` (whole hours beyond 4 h). */
export function scaleTop(max: number): number {
  if (!(max > 0)) return STEPS[0]!;
  return STEPS.find((step) => step >= max) ?? Math.ceil(max / 60) * 60;
}

/**
 * The minutes-learned chart of /profile/mycourse: the last ACTIVITY_DAYS days, oldest first (the
 * server's order), missing days as zero, each bar's height against a round top line, and the
 * figures the text alternative states.
 */
export function activitySummary(days: LearningDay[], today = new Date()): ActivitySummary {
  const byDay = new Map(days.map((d) => [d.day, Math.max(0, d.minutes)]));
  const filled: LearningDay[] = [];
  for (let i = ACTIVITY_DAYS - 1; i >= 0; i--) {
    const date = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() - i));
    const day = date.toISOString().slice(0, 10);
    filled.push({ day, minutes: byDay.get(day) ?? 0 });
  }
  // The server's days win when its calendar (the tenant's time zone) differs from the browser's.
  const series =
    days.length === ACTIVITY_DAYS
      ? days.map((d) => ({ day: d.day, minutes: Math.max(0, d.minutes) }))
      : filled;
  const max = Math.max(0, ...series.map((d) => d.minutes));
  const top = scaleTop(max);
  const total = Math.round(series.reduce((sum, d) => sum + d.minutes, 0));
  const best = max > 0 ? series.reduce((a, b) => (b.minutes > a.minutes ? b : a)) : null;
  return {
    bars: series.map((d) => ({ ...d, share: d.minutes / top })),
    top,
    total,
    activeDays: series.filter((d) => d.minutes > 0).length,
    best,
  };
}

/** A YYYY-MM-DD day as a Date at noon UTC, so formatting never slips to the day before. */
export const dayDate = (day: string) => new Date(`${day}T12:00:00Z`);
