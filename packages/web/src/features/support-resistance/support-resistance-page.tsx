import { ComingSoonScreen } from '../../components/coming-soon-screen';

/**
 * Support & Resistance (spec section 2: the index's pivots by method, Classic, Camarilla, Fibonacci and Woodie, and its
 * charting pivots): the coming state until the screen's own issue builds it.
 */
export function SupportResistancePage() {
  return (
    <ComingSoonScreen
      title="Support & Resistance"
      subtitle="Pivot levels of the NEPSE index"
      summary="Classic, Camarilla, Fibonacci and Woodie pivots of the NEPSE index and charting levels from its recent swings."
    />
  );
}
