import { describe, expect, it } from 'vitest';
import {
  announceStep,
  captionProblem,
  formatBytes,
  formatClock,
  pdfProblem,
  RateMeter,
  videoProblem,
} from './media';

describe('checks before an upload', () => {
  it('a video by its type, or by its extension when the browser gives no type', () => {
    expect(videoProblem({ name: 'a.mp4', type: 'video/mp4', size: 10 }, 60)).toBeNull();
    expect(videoProblem({ name: 'a.mkv', type: '', size: 10 }, null)).toBeNull();
    expect(videoProblem({ name: 'a.mkv', type: 'application/octet-stream', size: 10 }, null)).toBeNull();
    expect(videoProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 }, null)).toEqual({
      kind: 'notVideo',
    });
    expect(videoProblem({ name: 'a.mp3', type: 'audio/mpeg', size: 10 }, null)).toEqual({ kind: 'notVideo' });
  });

  it('over 4 GB, and longer than the limit when the length is known', () => {
    expect(videoProblem({ name: 'a.mp4', type: 'video/mp4', size: 4 * 1024 ** 3 + 1 }, null)).toEqual({
      kind: 'tooBig',
      size: 4 * 1024 ** 3 + 1,
    });
    expect(videoProblem({ name: 'a.mp4', type: 'video/mp4', size: 1 }, 4 * 3600 + 1)).toEqual({
      kind: 'tooLong',
      seconds: 4 * 3600 + 1,
    });
    expect(videoProblem({ name: 'a.mp4', type: 'video/mp4', size: 1 }, 4 * 3600)).toBeNull();
    expect(videoProblem({ name: 'a.mp4', type: 'video/mp4', size: 1 }, 120, 60)).toEqual({
      kind: 'tooLong',
      seconds: 120,
    });
  });

  it('PDFs and captions by type or extension and size', () => {
    expect(pdfProblem({ name: 'a.PDF', type: '', size: 1 })).toBeNull();
    expect(pdfProblem({ name: 'a.doc', type: 'application/msword', size: 1 })).toBe('notPdf');
    expect(pdfProblem({ name: 'a.pdf', type: 'application/pdf', size: 51 * 1024 * 1024 })).toBe('tooBig');
    expect(captionProblem({ name: 'id.SRT', size: 10 })).toBeNull();
    expect(captionProblem({ name: 'id.vtt', size: 10 })).toBeNull();
    expect(captionProblem({ name: 'id.txt', size: 10 })).toBe('wrongType');
    expect(captionProblem({ name: 'id.vtt', size: 3 * 1024 * 1024 })).toBe('tooBig');
  });
});

describe('the progress figures', () => {
  it('speed and time left over the last seconds, started again after a reset', () => {
    const meter = new RateMeter();
    expect(meter.rate(100e6)).toEqual({ bytesPerSecond: 0, secondsLeft: null });
    meter.sample(0, 0);
    meter.sample(1000, 10e6);
    meter.sample(2000, 20e6);
    expect(meter.rate(100e6)).toEqual({ bytesPerSecond: 10e6, secondsLeft: 8 });
    // Old samples leave the window: the speed follows the last five seconds.
    meter.sample(8000, 26e6);
    expect(meter.rate(100e6).bytesPerSecond).toBeCloseTo(1e6);
    meter.reset();
    expect(meter.rate(100e6).secondsLeft).toBeNull();
  });

  it('a screen reader hears every 10 %, not every percent', () => {
    expect(announceStep(0, -1)).toBe(0);
    expect(announceStep(7, 0)).toBeNull();
    expect(announceStep(10.2, 0)).toBe(10);
    expect(announceStep(19, 10)).toBeNull();
    expect(announceStep(45, 10)).toBe(40);
    expect(announceStep(100, 90)).toBe(100);
  });

  it('sizes and lengths as people read them', () => {
    expect(formatBytes(2_400_000, 'en-US')).toBe('2.4 MB');
    expect(formatBytes(5 * 1024 ** 3, 'en-US')).toBe('5.4 GB');
    expect(formatBytes(2_400_000, 'id-ID')).toBe('2,4 MB');
    expect(formatBytes(512, 'en-US')).toBe('512 B');
    expect(formatClock(3)).toBe('0:03');
    expect(formatClock(125.4)).toBe('2:05');
    expect(formatClock(4 * 3600)).toBe('4:00:00');
  });
});
