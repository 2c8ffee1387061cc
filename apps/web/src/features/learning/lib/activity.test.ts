import { describe, expect, it } from 'vitest';
import { ACTIVITY_DAYS } from '@app/contract/learning/constants';
import { activitySummary, dayDate, scaleTop } from './activity';

const days = (minutes: number[]) =>
  minutes.map((m, i) => ({ day: `2026-11-${String(i + 1).padStart(2, '0')}`, minutes: m }));

describe('activity chart data', () => {
  it('scales to a round top line at or above the busiest day', () => {
    expect(scaleTop(0)).toBe(5);
    expect(scaleTop(4.2)).toBe(5);
    expect(scaleTop(47)).toBe(60);
    expect(scaleTop(61)).toBe(90);
    expect(scaleTop(300)).toBe(300);
  });

  it('gives each of the server’s days a bar against the top, with the figures the text states', () => {
    const minutes = Array.from({ length: ACTIVITY_DAYS }, (_, i) => (i % 7 === 5 ? 0 : (i * 3) % 45));
    minutes[27] = 48;
    const summary = activitySummary(days(minutes));
    expect(summary.bars).toHaveLength(ACTIVITY_DAYS);
    expect(summary.top).toBe(60);
    expect(summary.bars[27]).toMatchObject({ day: '2026-11-28', minutes: 48, share: 0.8 });
    expect(summary.total).toBe(minutes.reduce((a, b) => a + b, 0));
    expect(summary.activeDays).toBe(minutes.filter((m) => m > 0).length);
    expect(summary.best).toEqual({ day: '2026-11-28', minutes: 48 });
  });

  it('fills four weeks of zeros when the answer is short, and has no best day without learning', () => {
    const summary = activitySummary([], new Date(2026, 10, 23));
    expect(summary.bars).toHaveLength(ACTIVITY_DAYS);
    expect(summary.bars.at(-1)!.day).toBe('2026-11-23');
    expect(summary.bars[0]!.day).toBe('2026-10-27');
    expect(summary).toMatchObject({ total: 0, activeDays: 0, best: null, top: 5 });
  });

  it('reads a day as that calendar day wherever the browser is', () => {
    expect(dayDate('2026-11-03').toISOString()).toBe('2026-11-03T12:00:00.000Z');
  });
});
