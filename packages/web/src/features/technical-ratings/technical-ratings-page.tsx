import { ComingSoonScreen } from '../../components/coming-soon-screen';

/**
 * Technical Ratings (spec section 2: a stock's moving-average and oscillator gauges and tables, and its pivot points):
 * the coming state until the screen's own issue builds it.
 */
export function TechnicalRatingsPage() {
  return (
    <ComingSoonScreen
      title="Technical Ratings"
      subtitle="Moving-average and oscillator ratings of a stock"
      summary="Type a symbol to see its moving-average and oscillator votes on two gauges, and its pivot points."
    />
  );
}
