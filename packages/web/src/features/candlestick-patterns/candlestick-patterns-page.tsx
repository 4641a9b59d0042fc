import { ComingSoonScreen } from '../../components/coming-soon-screen';

/** Candlestick Patterns (spec section 2): the coming state until the screen's own issue builds it. */
export function CandlestickPatternsPage() {
  return (
    <ComingSoonScreen
      title="Candlestick Patterns"
      subtitle="Patterns formed on the latest trading session"
      summary="Bullish, bearish and indecision patterns of the latest session with the stocks that formed each."
    />
  );
}
