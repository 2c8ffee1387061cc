import { describe, expect, it } from 'vitest';
import { clock, idParam } from './format';

describe('quiz formatting', () => {
  it('shows the time left as m:ss, with hours when needed', () => {
    expect(clock(0)).toBe('0:00');
    expect(clock(75)).toBe('1:15');
    expect(clock(600)).toBe('10:00');
    expect(clock(3725)).toBe('1:02:05');
    expect(clock(-3)).toBe('0:00');
  });
  it('reads ids from the address and nothing else', () => {
    expect(idParam('12')).toBe(12);
    expect(idParam('0')).toBeNull();
    expect(idParam('1e3')).toBeNull();
    expect(idParam(null)).toBeNull();
    expect(idParam('99999999999')).toBeNull();
  });
});
