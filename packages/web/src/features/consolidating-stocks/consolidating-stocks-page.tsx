import { ComingSoonScreen } from '../../components/coming-soon-screen';

/**
 * Consolidating Stocks (spec section 2: a searchable table of Symbol, Max Close, Current Close and Min Close): the
 * coming state until the screen's own issue builds it.
 */
export function ConsolidatingStocksPage() {
  return (
    <ComingSoonScreen
      title="Consolidating Stocks"
      subtitle="Stocks in consolidation phase"
      summary="Stocks whose closes stayed within a narrow range over the last 20 sessions."
    />
  );
}
