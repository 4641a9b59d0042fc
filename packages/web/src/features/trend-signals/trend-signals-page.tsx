import { ComingSoonScreen } from '../../components/coming-soon-screen';

/**
 * Trend Signals (spec section 2: a card per stock with its bullish and bearish signals, filtered All, Positive or
 * Negative): the coming state until the screen's own issue builds it.
 */
export function TrendSignalsPage() {
  return (
    <ComingSoonScreen
      title="Trend Signals"
      subtitle="Bullish and bearish signals for every stock"
      summary="Each stock's bullish and bearish checks (moving averages, MACD, RSI, directional movement, Supertrend, 52-week range, volume), filterable by direction."
    />
  );
}
