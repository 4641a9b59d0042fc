import { SCREEN_MANIFEST, type ScreenAnswerOf } from '@nepse/contract';

/** The list screens' answers the watchlist reads; a screen whose answer has not come (or failed) is left out. */
export interface ListedAnswers {
  volatileStocks?: ScreenAnswerOf<'volatileStocks'>;
  breakoutStocks?: ScreenAnswerOf<'breakoutStocks'>;
  consolidatingStocks?: ScreenAnswerOf<'consolidatingStocks'>;
  volumeShockers?: ScreenAnswerOf<'volumeShockers'>;
  fiftyTwoWeekHighLow?: ScreenAnswerOf<'fiftyTwoWeekHighLow'>;
  candlestickPatterns?: ScreenAnswerOf<'candlestickPatterns'>;
}

/** Adds `text` to `symbol`'s entry. */
function note(map: Map<string, string[]>, symbol: string, text: string): void {
  const texts = map.get(symbol);
  if (texts === undefined) map.set(symbol, [text]);
  else if (!texts.includes(text)) texts.push(text);
}

/** The names of the patterns each stock formed on the latest session, in the screen's order. */
export function patternsToday(answer: ScreenAnswerOf<'candlestickPatterns'>): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const item of [...answer.bullish, ...answer.bearish, ...answer.indecision]) {
    for (const stock of item.stocks) note(map, stock.symbol, item.pattern);
  }
  return map;
}

/** The fresh signal groups (by name) each stock is in on the latest session. */
export function freshSignalsToday(answer: ScreenAnswerOf<'freshIndicatorSignals'>): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const group of answer.signals)
    for (const stock of group.stocks) note(map, stock.stockSymbol, group.name);
  return map;
}

const name = (key: keyof ListedAnswers) => SCREEN_MANIFEST[key].menuName;

/**
 * The list screens that name each stock today, by their menu names: the 52-Week High & Low screen with the kind
 * ("new high"), Candlestick Patterns with the pattern; in the menu's order.
 */
export function screensToday(answers: ListedAnswers): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const row of answers.volatileStocks ?? []) note(map, row.stockSymbol, name('volatileStocks'));
  for (const row of answers.breakoutStocks ?? []) note(map, row.symbol, name('breakoutStocks'));
  for (const row of answers.consolidatingStocks?.stocks ?? [])
    note(map, row.symbol, name('consolidatingStocks'));
  const patterns = answers.candlestickPatterns && patternsToday(answers.candlestickPatterns);
  for (const [symbol, names] of patterns ?? []) {
    for (const pattern of names) note(map, symbol, `${name('candlestickPatterns')}: ${pattern}`);
  }
  for (const row of answers.volumeShockers ?? []) note(map, row.symbol, name('volumeShockers'));
  for (const row of answers.fiftyTwoWeekHighLow ?? []) {
    note(map, row.symbol, `${name('fiftyTwoWeekHighLow')}: ${row.kind.replace('-', ' ')}`);
  }
  return map;
}

/** How far a price is from the previous 52-week high, in % of that high: -5 is 5 % below it, above 0 a new high. */
export const distanceToHigh = (price: number, prevHigh: number): number => (price / prevHigh - 1) * 100;
