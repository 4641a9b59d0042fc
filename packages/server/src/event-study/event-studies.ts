import {
  EVENT_STUDY_DEFAULT_FROM,
  type EventStudyResponse,
  type ParsedEventStudyRequest,
} from '@nepse/contract';
import { epochDay, eventStudy, type StudyOptions, studyEvents } from '@nepse/core';
import type { MarketSnapshot } from '../market/market-snapshot';
import { eventStudyAnswer, eventStudyCsv } from './event-study-answer';
import {
  fixedListOf,
  fixedListUniverse,
  listName,
  type StudiedUniverse,
  scanSymbols,
  scanUniverse,
} from './studied-universe';

/** Studies of fixed lists kept per data version: enough for every list at a few settings. */
const MAX_KEPT_ANSWERS = 400;

/** What one data version has computed: each fixed list's events, and the answers asked of them so far. */
interface Computed {
  readonly version: number;
  readonly universes: Map<string, StudiedUniverse>;
  readonly answers: Map<string, EventStudyResponse>;
}

/** The study's options from a parsed request on a snapshot: the range's days, the latest session by default. */
export function studyOptions(request: ParsedEventStudyRequest, snapshot: MarketSnapshot): StudyOptions {
  const to = request.to ?? snapshot.latestDate ?? EVENT_STUDY_DEFAULT_FROM;
  return { from: epochDay(request.from), to: epochDay(to), horizons: request.horizons, costs: request.costs };
}

/**
 * The studies of the fixed lists (screens, 52-week kinds, fresh-signal groups, patterns, Trend Signals texts),
 * computed at most once per data version, like the screens: a list's events on its first study of the version,
 * each answer on its first request; a new data version drops them all. Computed on request rather than with the
 * screens, since every list at every setting would cost far more than a data version's load should.
 */
export class EventStudies {
  #computed: Computed = { version: -1, universes: new Map(), answers: new Map() };

  #current(snapshot: MarketSnapshot): Computed {
    if (this.#computed.version !== snapshot.version) {
      this.#computed = { version: snapshot.version, universes: new Map(), answers: new Map() };
    }
    return this.#computed;
  }

  /**
   * The universe and events of a study: a fixed list's kept for the data version, a scan's worked out now over its
   * sector's symbols (see scanSymbols).
   */
  universe(snapshot: MarketSnapshot, request: ParsedEventStudyRequest): StudiedUniverse {
    const { list } = request;
    if (list.kind === 'scan') return scanUniverse(snapshot, list.scan, scanSymbols(snapshot, list.scan));
    const fixed = fixedListOf(list);
    const computed = this.#current(snapshot);
    const key = JSON.stringify(fixed);
    let universe = computed.universes.get(key);
    if (!universe) {
      universe = fixedListUniverse(snapshot, fixed);
      computed.universes.set(key, universe);
    }
    return universe;
  }

  /** The study's answer: a fixed list's kept for the data version, a scan's worked out each time. */
  answer(snapshot: MarketSnapshot, request: ParsedEventStudyRequest): EventStudyResponse {
    const options = studyOptions(request, snapshot);
    const name = listName(request.list);
    if (request.list.kind === 'scan') {
      const universe = this.universe(snapshot, request);
      return eventStudyAnswer(eventStudy(universe.bars, universe.listed, options), name, request);
    }
    const computed = this.#current(snapshot);
    const key = JSON.stringify([request.list, options]);
    let answer = computed.answers.get(key);
    if (!answer) {
      const universe = this.universe(snapshot, request);
      answer = eventStudyAnswer(eventStudy(universe.bars, universe.listed, options), name, request);
      if (computed.answers.size >= MAX_KEPT_ANSWERS) computed.answers.clear();
      computed.answers.set(key, answer);
    }
    return answer;
  }

  /** The events of a study as CSV. */
  csv(snapshot: MarketSnapshot, request: ParsedEventStudyRequest): string {
    const universe = this.universe(snapshot, request);
    const options = studyOptions(request, snapshot);
    return eventStudyCsv(universe, studyEvents(universe.bars, universe.listed, options), options.horizons);
  }
}
