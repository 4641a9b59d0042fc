import { ComingSoonScreen } from '../../components/coming-soon-screen';

/**
 * Volatile Stocks (spec section 2: a searchable table of Symbol, LTP and Volatility, most volatile first): the coming
 * state until the screen's own issue builds it.
 */
export function VolatileStocksPage() {
  return (
    <ComingSoonScreen
      title="Volatile Stocks"
      subtitle="Stocks with high price volatility"
      summary="The stocks whose daily returns swing the most over the last 20 sessions, with their last traded price."
    />
  );
}
