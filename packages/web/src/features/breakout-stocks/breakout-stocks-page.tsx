import { ComingSoonScreen } from '../../components/coming-soon-screen';

/**
 * Breakout Stocks (spec section 2: a searchable table of Symbol, LTP and Breakout Date): the coming state until the
 * screen's own issue builds it.
 */
export function BreakoutStocksPage() {
  return (
    <ComingSoonScreen
      title="Breakout Stocks"
      subtitle="Stocks breaking out of key levels"
      summary="Stocks that closed above their highest close of the previous 50 sessions in the last week, with the breakout date."
    />
  );
}
