import { isoDate } from '@nepse/core';

/**
 * ISO date texts by day, kept for the life of whoever owns this (a worker, the back-test routes): every summary of
 * a sector names the same few thousand sessions, and building a date text takes a Date object each time. Bounded
 * by the calendar (a day a session).
 */
export class IsoDates {
  readonly #texts = new Map<number, string>();

  /** The ISO calendar date `YYYY-MM-DD` of a day number. */
  of(day: number): string {
    let text = this.#texts.get(day);
    if (text === undefined) {
      text = isoDate(day);
      this.#texts.set(day, text);
    }
    return text;
  }
}
