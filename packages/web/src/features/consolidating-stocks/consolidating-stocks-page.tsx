import { ComingSoonScreen } from '../../components/coming-soon-screen';

/** Consolidating Stocks (spec section 2): the coming state until the screen's own issue builds it. */
export function ConsolidatingStocksPage() {
  return (
    <ComingSoonScreen
      title="Consolidating Stocks"
      subtitle="Stocks in consolidation phase"
      summary="Stocks whose closes stayed within a narrow range over the last 20 sessions."
    />
  );
}
