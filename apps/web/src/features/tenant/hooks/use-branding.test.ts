import { describe, expect, it } from 'vitest';
import { contrast, readableOn } from './use-branding';

describe('readableOn', () => {
  it('puts dark text on the amber accent and white on rose, teal and indigo', () => {
    expect(readableOn('#f59e0b', '#0f172a')).toBe('#0f172a');
    expect(readableOn('#e11d48', '#111827')).toBe('#ffffff');
    expect(readableOn('#0f766e')).toBe('#ffffff');
    expect(readableOn('#4338ca', '#111827')).toBe('#ffffff');
  });

  it('meets WCAG AA (4.5:1) for both demo tenants’ colours', () => {
    for (const [colour, dark] of [
      ['#0f766e', '#0f172a'],
      ['#f59e0b', '#0f172a'],
      ['#4338ca', '#111827'],
      ['#e11d48', '#111827'],
    ] as const)
      expect(contrast(colour, readableOn(colour, dark))).toBeGreaterThanOrEqual(4.5);
  });

  it('reads three-digit colours', () => {
    expect(contrast('#fff', '#000')).toBeCloseTo(21, 0);
  });
});
