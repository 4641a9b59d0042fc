import {
  engineRuleOf,
  FIFTY_TWO_WEEK_KIND_NAMES,
  NEPSE_SECTOR_ID,
  NO_SECTOR_ID,
  PATTERN_NAMES,
  SCREEN_MANIFEST,
  SECTORS,
  type StudiedList,
  type StudiedScan,
  TREND_SIGNAL_TEXTS,
} from '@nepse/contract';
import { type Bars, type FixedList, FRESH_SIGNAL_GROUPS, fixedListEvents, scanMatches } from '@nepse/core';
import { badRequest } from '../http/http-error';
import type { MarketSnapshot } from '../market/market-snapshot';
import { rankHistory } from '../market/rank-history';
import { scanSymbols as scanSymbolsOf } from '../scan/scan-symbols';
import { screenInput } from '../screens/screen-input';

/** The universe a study reads and where the list names each of its symbols, session by session. */
export interface StudiedUniverse {
  readonly symbols: readonly string[];
  /** Each symbol's adjusted bars. */
  readonly bars: readonly Bars[];
  /** Flags over each symbol's bars: 1 where the list names it, computed as of that session. */
  readonly listed: readonly Uint8Array[];
}

const SCREEN_LISTS = {
  volatileStocks: { kind: 'volatile' },
  breakoutStocks: { kind: 'breakout' },
  consolidatingStocks: { kind: 'consolidating' },
  volumeShockers: { kind: 'volume-shockers' },
} as const satisfies Record<Extract<StudiedList, { kind: 'screen' }>['screen'], FixedList>;

/** Core's fixed list of a study's list. */
export function fixedListOf(list: Exclude<StudiedList, { kind: 'scan' }>): FixedList {
  switch (list.kind) {
    case 'screen':
      return SCREEN_LISTS[list.screen];
    case 'fifty-two-week':
      return { kind: 'fifty-two-week', fiftyTwoWeek: list.fiftyTwoWeek };
    case 'fresh-group':
      return { kind: 'fresh-group', group: list.group };
    case 'pattern':
      return { kind: 'pattern', pattern: list.pattern };
    case 'trend-signal':
      return { kind: 'trend-signal', signal: list.signal };
  }
}

const FIFTY_TWO_WEEK_WORDS = Object.fromEntries(
  FIFTY_TWO_WEEK_KIND_NAMES.map((kind) => [kind, kind.replace('-', ' ')]),
) as Record<(typeof FIFTY_TWO_WEEK_KIND_NAMES)[number], string>;

/** The list's name as its page shows it: "Volume Shockers", "52-Week High & Low (new high)", "Bullish Engulfing". */
export function listName(list: StudiedList): string {
  switch (list.kind) {
    case 'screen':
      return SCREEN_MANIFEST[list.screen].menuName;
    case 'fifty-two-week':
      return `${SCREEN_MANIFEST.fiftyTwoWeekHighLow.menuName} (${FIFTY_TWO_WEEK_WORDS[list.fiftyTwoWeek]})`;
    case 'fresh-group':
      return FRESH_SIGNAL_GROUPS.find((group) => group.key === list.group)?.name ?? list.group;
    case 'pattern':
      return PATTERN_NAMES[list.pattern];
    case 'trend-signal':
      return TREND_SIGNAL_TEXTS[list.signal];
    case 'scan':
      return 'Scan';
  }
}

/** The screens' universe (the listed equities) with the fixed list's events. */
export function fixedListUniverse(snapshot: MarketSnapshot, list: FixedList): StudiedUniverse {
  const { symbols } = screenInput(snapshot).market;
  return {
    symbols: symbols.map((s) => s.symbol),
    bars: symbols.map((s) => s.adjusted),
    listed: fixedListEvents(symbols, list),
  };
}

/** The symbols a scan reads: its sector's listed ones, or every listed equity; a sector that is none is refused. */
export function scanSymbols(snapshot: MarketSnapshot, scan: StudiedScan): string[] {
  if (scan.sector === NO_SECTOR_ID) return [...snapshot.symbolsOfSector(NEPSE_SECTOR_ID)];
  if (!SECTORS.some((s) => s.id === scan.sector)) {
    throw badRequest(`Sector (scan.sector) is not a sector: "${scan.sector}"`);
  }
  return [...snapshot.symbolsOfSector(scan.sector)];
}

/**
 * A scan's universe and events: on each session, the symbols the scan of that session lists (`scanMatches`: the
 * conditions' buy signal over the whole history, each causal, with the traded prices, volumes and turnover the
 * scan's filters read), so that a study of a scan counts exactly the sessions the Scanner would list.
 */
export function scanUniverse(
  snapshot: MarketSnapshot,
  scan: StudiedScan,
  symbols: readonly string[],
): StudiedUniverse {
  const rules = scan.rules.map((rule) => engineRuleOf(rule, 'buy'));
  // The rank is the market's on each session: made only for a scan that reads it.
  const ranks = rules.some((rule) => rule.kind === 'rs-rank') ? rankHistory(snapshot) : undefined;
  const kept = scanSymbolsOf(snapshot, symbols, undefined, ranks).filter((s) => s.adjusted.date.length > 0);
  return {
    symbols: kept.map((s) => s.symbol),
    bars: kept.map((s) => s.adjusted),
    listed: kept.map((s) => scanMatches(s, rules, scan.match)),
  };
}
