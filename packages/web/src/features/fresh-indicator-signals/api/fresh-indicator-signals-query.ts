import type { FreshSignalStock } from '@nepse/contract';
import type { ScreenDates } from '../../../lib/screen-answer';
import { type ScreenReply, useScreen } from '../../../lib/screen-query';

/** A stock of a group as the list screen reads it: the spec's `stockSymbol` also as the shared `symbol`. */
export type FreshSignalRow = FreshSignalStock & { symbol: string };

/** A group of the answer with its stocks as rows. */
export interface FreshSignalGroupRows {
  key: string;
  name: string;
  rows: FreshSignalRow[];
}

/** The answer: the session's date the body gives, the groups in the server's order, and the headers' dates. */
export interface FreshSignalsAnswer extends ScreenDates {
  date: string | null;
  groups: FreshSignalGroupRows[];
}

const answerOf = ({ body, ...dates }: ScreenReply<'freshIndicatorSignals'>): FreshSignalsAnswer => ({
  date: body.date,
  groups: body.signals.map(({ key, name, stocks }) => ({
    key,
    name,
    rows: stocks.map((stock): FreshSignalRow => ({ ...stock, symbol: stock.stockSymbol })),
  })),
  ...dates,
});

/** The Fresh Indicator Signals groups, fetched once when the screen opens. */
export function useFreshIndicatorSignals() {
  return useScreen('freshIndicatorSignals', answerOf);
}
