import { ComingSoonScreen } from '../../components/coming-soon-screen';

/**
 * Fresh Indicator Signals (spec section 2: the latest session's indicator events by group, each a table of Symbol, LTP,
 * CH and CH %): the coming state until the screen's own issue builds it.
 */
export function FreshIndicatorSignalsPage() {
  return (
    <ComingSoonScreen
      title="Fresh Indicator Signals"
      subtitle="Indicator events of the latest trading session"
      summary="Golden and death crosses, MACD and RSI crossings, Supertrend flips and band breaks that happened on the latest session, grouped by signal."
    />
  );
}
