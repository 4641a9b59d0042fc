import { SCREEN_MANIFEST, type ScreenAnswerOf } from '@nepse/contract';
import { patternsToday } from '../../../lib/patterns-today';
import { addText } from '../../../lib/texts-by-symbol';

/** The list screens' answers the watchlist reads; a screen whose answer has not come (or failed) is left out. */
export interface ListedAnswers {
  volatileStocks?: ScreenAnswerOf<'volatileStocks'>;
  breakoutStocks?: ScreenAnswerOf<'breakoutStocks'>;
  consolidatingStocks?: ScreenAnswerOf<'consolidatingStocks'>;
  volumeShockers?: ScreenAnswerOf<'volumeShockers'>;
  fiftyTwoWeekHighLow?: ScreenAnswerOf<'fiftyTwoWeekHighLow'>;
  candlestickPatterns?: ScreenAnswerOf<'candlestickPatterns'>;
}

/** The fresh signal groups (by name) each stock is in on the latest session. */
export function freshSignalsToday(answer: ScreenAnswerOf<'freshIndicatorSignals'>): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const group of answer.signals)
    for (const stock of group.stocks) addText(map, stock.stockSymbol, group.name);
  return map;
}

const name = (key: keyof ListedAnswers) => SCREEN_MANIFEST[key].menuName;

/**
 * The list screens that name each stock today, by their menu names: the 52-Week High & Low screen with the kind
 * ("new high"), Candlestick Patterns with the pattern; in the menu's order.
 */
export function screensToday(answers: ListedAnswers): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const row of answers.volatileStocks ?? []) addText(map, row.stockSymbol, name('volatileStocks'));
  for (const row of answers.breakoutStocks ?? []) addText(map, row.symbol, name('breakoutStocks'));
  for (const row of answers.consolidatingStocks?.stocks ?? [])
    addText(map, row.symbol, name('consolidatingStocks'));
  const patterns = answers.candlestickPatterns && patternsToday(answers.candlestickPatterns);
  for (const [symbol, names] of patterns ?? []) {
    for (const pattern of names) addText(map, symbol, `${name('candlestickPatterns')}: ${pattern}`);
  }
  for (const row of answers.volumeShockers ?? []) addText(map, row.symbol, name('volumeShockers'));
  for (const row of answers.fiftyTwoWeekHighLow ?? []) {
    addText(map, row.symbol, `${name('fiftyTwoWeekHighLow')}: ${row.kind.replace('-', ' ')}`);
  }
  return map;
}

/** How far a price is from the previous 52-week high, in % of that high: -5 is 5 % below it, above 0 a new high. */
export const distanceToHigh = (price: number, prevHigh: number): number => (price / prevHigh - 1) * 100;
