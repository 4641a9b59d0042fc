import { ComingSoonScreen } from '../../components/coming-soon-screen';

/**
 * Live Candlestick Charts (spec section 2: the live market as candle cards or a table, refreshed every 10 s): the
 * coming state until the screen's own issue builds it.
 */
export function LiveCandlePage() {
  return (
    <ComingSoonScreen
      title="Live Candlestick Charts"
      subtitle="Real-time candlestick charts of the NEPSE market"
      summary="Every stock's candle of the day, refreshed every 10 seconds, as a grid of charts or a sortable table."
    />
  );
}
