import { describe, expect, it } from 'vitest';
import { PlayedStretch } from './played-stretch';

/** Plays from `from` at `rate`, observing every 250 ms of wall clock, for `seconds`. */
function play(tracker: PlayedStretch, clock: { now: number; at: number }, seconds: number, rate = 1) {
  for (let t = 0; t < seconds * 4; t++) {
    clock.now += 250;
    clock.at += 0.25 * rate;
    expect(tracker.observe(clock.at, clock.now)).toBeNull();
  }
}

describe('PlayedStretch', () => {
  it('reports the stretch played since the last report, then goes on from there', () => {
    const tracker = new PlayedStretch();
    const clock = { now: 0, at: 12 };
    tracker.play(clock.at, clock.now);
    play(tracker, clock, 10);
    expect(tracker.cut()).toEqual({ played_from: 12, played_to: 22 });
    play(tracker, clock, 10, 2);
    expect(tracker.cut()).toEqual({ played_from: 22, played_to: 42 });
    // Nothing new played: nothing to report.
    expect(tracker.cut()).toBeNull();
  });

  it('never reports across a jump forward: the stretch ends where it was last seen', () => {
    const tracker = new PlayedStretch();
    const clock = { now: 0, at: 0 };
    tracker.play(0, 0);
    play(tracker, clock, 4);
    // A skip to 60 s within a quarter of a second is a seek, not playing.
    const ended = tracker.observe(60, clock.now + 250);
    expect(ended).toEqual({ played_from: 0, played_to: 4 });
    clock.now += 250;
    clock.at = 60;
    play(tracker, clock, 3);
    expect(tracker.cut()).toEqual({ played_from: 60, played_to: 63 });
  });

  it('treats a step backwards as a new stretch too', () => {
    const tracker = new PlayedStretch();
    const clock = { now: 0, at: 30 };
    tracker.play(30, 0);
    play(tracker, clock, 5);
    expect(tracker.observe(10, clock.now + 250)).toEqual({ played_from: 30, played_to: 35 });
  });

  it('allows what the fastest rate plays in a slow timer tick, and no more', () => {
    const tracker = new PlayedStretch();
    tracker.play(0, 0);
    // 2 s of wall clock at 2×: 4 s of video, within the allowance.
    expect(tracker.observe(4, 2000)).toBeNull();
    // 1 s later the video claims 10 s more: a jump.
    expect(tracker.observe(14, 3000)).toEqual({ played_from: 0, played_to: 4 });
  });

  it('stops on pause and seek: nothing counts until playback starts again', () => {
    const tracker = new PlayedStretch();
    tracker.play(5, 0);
    tracker.observe(6, 1000);
    expect(tracker.cut()).toEqual({ played_from: 5, played_to: 6 });
    tracker.stop();
    expect(tracker.playing).toBe(false);
    expect(tracker.observe(50, 2000)).toBeNull();
    expect(tracker.cut()).toBeNull();
    tracker.play(50, 3000);
    tracker.observe(51.04, 4000);
    expect(tracker.cut()).toEqual({ played_from: 50, played_to: 51 });
  });

  it('ignores the jitter of a position that steps back a hair', () => {
    const tracker = new PlayedStretch();
    tracker.play(10, 0);
    expect(tracker.observe(11, 1000)).toBeNull();
    expect(tracker.observe(10.9, 1100)).toBeNull();
    expect(tracker.cut()).toEqual({ played_from: 10, played_to: 11 });
  });
});
