import type { CandlestickPatternsResponse } from '@nepse/contract';
import type { ScreenDates } from '../../../lib/screen-answer';
import { type ScreenReply, useScreen } from '../../../lib/screen-query';

/** The day's patterns by type and the dates of the answer. */
export interface CandlestickPatternsAnswer extends ScreenDates {
  groups: CandlestickPatternsResponse;
}

const answerOf = ({ body, ...dates }: ScreenReply<'candlestickPatterns'>): CandlestickPatternsAnswer => ({
  groups: body,
  ...dates,
});

/** The day's candlestick patterns, fetched once when the screen opens. */
export function useCandlestickPatterns() {
  return useScreen('candlestickPatterns', answerOf);
}
