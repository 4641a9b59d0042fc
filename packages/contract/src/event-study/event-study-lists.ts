import type { FiftyTwoWeekKind, FreshSignalKey, Match, PatternKey, TrendSignalKey } from '@nepse/core';
import type { ParsedRule } from '../backtest/parse-rule';
import { type PrecomputedScreenKey, screenPath } from '../screen-manifest/screen-manifest';
import { TREND_SIGNAL_TEXTS } from '../screens/trend-signal-texts';

/** The fixed screens a study can be asked of, by manifest key; each is named on the wire as its API path names it. */
const STUDIED_SCREENS = [
  'volatileStocks',
  'breakoutStocks',
  'consolidatingStocks',
  'volumeShockers',
  'fiftyTwoWeekHighLow',
] as const satisfies readonly PrecomputedScreenKey[];
export type StudiedScreenKey = (typeof STUDIED_SCREENS)[number];

/** A screen's name as its API path spells it: "/api/volume-shockers" is "volume-shockers". */
const pathName = (key: PrecomputedScreenKey): string =>
  screenPath(key)
    .replace(/^\/api\//, '')
    .replace(/\/$/, '');

/** The wire names of the studied screens, in the menu's order ("volume-shockers", "52-week-high-low", ...). */
export const EVENT_STUDY_SCREEN_NAMES: readonly string[] = STUDIED_SCREENS.map(pathName);

const SCREEN_OF_NAME = new Map<string, StudiedScreenKey>(STUDIED_SCREENS.map((key) => [pathName(key), key]));

/** The studied screen a wire name names, or undefined. */
export function studiedScreenOf(name: string): StudiedScreenKey | undefined {
  return SCREEN_OF_NAME.get(name);
}

/** The kinds of the 52-week screen, as its answer spells them. */
export const FIFTY_TWO_WEEK_KIND_NAMES = [
  'new-high',
  'near-high',
  'near-low',
  'new-low',
] as const satisfies readonly FiftyTwoWeekKind[];
// Every kind of core's is named above: one added there fails to compile here.
const everyKind: [FiftyTwoWeekKind] extends [(typeof FIFTY_TWO_WEEK_KIND_NAMES)[number]] ? true : never =
  true;
void everyKind;

const TREND_SIGNAL_OF_TEXT = new Map<string, TrendSignalKey>(
  Object.entries(TREND_SIGNAL_TEXTS).map(([key, text]) => [text, key as TrendSignalKey]),
);

/** The Trend Signals check a text names ("Close above SMA 20"), or undefined. */
export function trendSignalKeyOf(text: string): TrendSignalKey | undefined {
  return TREND_SIGNAL_OF_TEXT.get(text);
}

/** A scan as a study reads it: its conditions as buy rules, how they combine, and the sector (NO_SECTOR_ID: all). */
export interface StudiedScan {
  rules: ParsedRule[];
  match: Match;
  sector: string;
}

/**
 * The list a study is of: one fixed screen (the 52-week screen with its kind), a fresh-signal group, a candlestick
 * pattern, a Trend Signals text (by core's keys), or a scan.
 */
export type StudiedList =
  | { kind: 'screen'; screen: Exclude<StudiedScreenKey, 'fiftyTwoWeekHighLow'> }
  | { kind: 'fifty-two-week'; fiftyTwoWeek: FiftyTwoWeekKind }
  | { kind: 'fresh-group'; group: FreshSignalKey }
  | { kind: 'pattern'; pattern: PatternKey }
  | { kind: 'trend-signal'; signal: TrendSignalKey }
  | { kind: 'scan'; scan: StudiedScan };
