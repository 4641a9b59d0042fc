import type { EventHorizon, EventStudyResponse } from '@nepse/contract';

/** The horizon the sentence reads: 5 sessions when the study has it (a trading week), else the first. */
export const SENTENCE_HORIZON = 5;

const ONE_DECIMAL = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** "rose 1.2 %" or "fell 0.4 %". */
const moved = (mean: number) => `${mean < 0 ? 'fell' : 'rose'} ${ONE_DECIMAL.format(Math.abs(mean))} %`;
/** A signed mean with one decimal: "0.3 %", "-0.4 %" ("0.0 %", not "-0.0 %", for a mean that rounds to 0). */
const signed = (mean: number) => `${ONE_DECIMAL.format(Math.abs(mean) < 0.05 ? 0 : mean)} %`;

/** The horizon the sentence reads, or undefined when the study has none with events. */
export function sentenceHorizon(study: EventStudyResponse): EventHorizon | undefined {
  const withEvents = study.horizons.filter((h) => h.mean !== null && h.count > 0);
  return withEvents.find((h) => h.h === SENTENCE_HORIZON) ?? withEvents[0];
}

/**
 * The study in one plain sentence with its figures: "Since 2018, stocks on this list rose 1.2 % on average over
 * the next 5 sessions, against 0.3 % for all stocks; 54 % of them rose." (the year of the first session studied,
 * the events' mean, the base mean, the hit rate); a study without events says so.
 */
export function studySentence(study: EventStudyResponse): string {
  const horizon = sentenceHorizon(study);
  if (!horizon || horizon.mean === null || study.from === null) {
    return 'No stock was on this list on a session with later prices to measure, so there is nothing to report yet.';
  }
  const since = `Since ${study.from.slice(0, 4)}`;
  const sessions = horizon.h === 1 ? 'the next session' : `the next ${horizon.h} sessions`;
  const base = horizon.base.mean === null ? '' : `, against ${signed(horizon.base.mean)} for all stocks`;
  const hits = horizon.hitRate === null ? '' : `; ${WHOLE.format(horizon.hitRate)} % of them rose`;
  return `${since}, stocks on this list ${moved(horizon.mean)} on average over ${sessions}${base}${hits}.`;
}

/** The caveats the page shows: the answer's, and the subsampling when a horizon drew fewer returns than it had. */
export function studyCaveats(study: EventStudyResponse): string[] {
  const sampled = study.horizons.find((h) => h.sampled < h.count);
  return sampled
    ? [
        ...study.caveats,
        `Above ${WHOLE.format(sampled.sampled)} events, each of the ${WHOLE.format(study.resamples)} resamples of the 95 % interval draws ${WHOLE.format(sampled.sampled)} of them, not all.`,
      ]
    : [...study.caveats];
}
