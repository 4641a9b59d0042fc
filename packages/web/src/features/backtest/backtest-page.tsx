import { ComingSoonScreen } from '../../components/coming-soon-screen';

/** Strategy Backtesting (spec section 2): the coming state until the screen's own issue builds it. */
export function BacktestPage() {
  return (
    <ComingSoonScreen
      title="Strategy Backtesting"
      subtitle="Test your trading strategies with historical data"
      summary="Pick a stock or a sector and a date range, build buy and sell rules from indicators and candlestick patterns, and read every trade of the backtest."
    />
  );
}
