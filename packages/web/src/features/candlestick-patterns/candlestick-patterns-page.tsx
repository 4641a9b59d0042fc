import { ComingSoonScreen } from '../../components/coming-soon-screen';

/**
 * Candlestick Patterns (spec section 2: the latest session's patterns grouped bullish, bearish and indecision, and the
 * stocks showing the one picked): the coming state until the screen's own issue builds it.
 */
export function CandlestickPatternsPage() {
  return (
    <ComingSoonScreen
      title="Candlestick Patterns"
      subtitle="Patterns formed on the latest trading session"
      summary="Bullish, bearish and indecision patterns of the latest session with the stocks that formed each."
    />
  );
}
