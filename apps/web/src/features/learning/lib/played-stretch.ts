import { MAX_PLAYBACK_RATE } from '@app/contract/learning/constants';

/** A stretch of the video actually played, in seconds of the video, as add-lesson-progress takes it. */
export interface Stretch {
  played_from: number;
  played_to: number;
}

/** A position may step back this much between two observations without counting as a seek. */
const BACK_TOLERANCE = 0.25;
/** And forward by the wall-clock time at the fastest rate, plus this much (timer jitter). */
const FORWARD_SLACK = 1;

/**
 * Follows what the player really plays, so every report names one continuous stretch and never
 * spans a jump: the server adds each stretch to what was watched (docs/product.md §15), so a seek
 * reported as one stretch would credit what was skipped.
 *
 * - `play(position, now)`: playback (re)starts here: a new stretch begins.
 * - `observe(position, now)`: the position while playing (timeupdate). A jump (backwards, or
 *   further forward than the elapsed time allows at the fastest rate) ends the stretch at the last
 *   position seen and starts a new one; the ended stretch is returned, to be reported at once.
 * - `cut()`: the stretch so far, to report (every PROGRESS_REPORT_SECONDS, or on pause, ended,
 *   seek and pagehide); a playing stretch then goes on from where it was cut.
 * - `stop()`: playback stopped (pause, seeking): nothing is played until `play` again.
 */
export class PlayedStretch {
  private from: number | null = null;
  private at = 0;
  private seenAt = 0;

  get playing() {
    return this.from !== null;
  }

  /** The last position seen while playing (what a seek's report ends at). */
  get position() {
    return this.at;
  }

  play(position: number, now: number) {
    this.from = position;
    this.at = position;
    this.seenAt = now;
  }

  observe(position: number, now: number): Stretch | null {
    if (this.from === null) return null;
    const elapsed = Math.max(0, now - this.seenAt) / 1000;
    const jumped =
      position < this.at - BACK_TOLERANCE || position > this.at + elapsed * MAX_PLAYBACK_RATE + FORWARD_SLACK;
    this.seenAt = now;
    if (!jumped) {
      this.at = Math.max(this.at, position);
      return null;
    }
    const ended = this.cut();
    this.play(position, now);
    return ended;
  }

  cut(): Stretch | null {
    if (this.from === null) return null;
    const stretch = { played_from: round(this.from), played_to: round(this.at) };
    this.from = this.at;
    return stretch.played_to > stretch.played_from ? stretch : null;
  }

  stop() {
    this.from = null;
  }
}

/** Reports carry tenths of a second: enough for the server's milliseconds, short on the wire. */
const round = (seconds: number) => Math.round(seconds * 10) / 10;
