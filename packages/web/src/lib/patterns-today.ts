import type { ScreenAnswerOf } from '@nepse/contract';
import { addText } from './texts-by-symbol';

/** The names of the patterns each stock formed on the latest session, in the screen's order. */
export function patternsToday(answer: ScreenAnswerOf<'candlestickPatterns'>): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const item of [...answer.bullish, ...answer.bearish, ...answer.indecision]) {
    for (const stock of item.stocks) addText(map, stock.symbol, item.pattern);
  }
  return map;
}
