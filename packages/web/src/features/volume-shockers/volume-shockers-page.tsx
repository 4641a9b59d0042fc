import { ComingSoonScreen } from '../../components/coming-soon-screen';

/** Volume Shockers (spec section 2): the coming state until the screen's own issue builds it. */
export function VolumeShockersPage() {
  return (
    <ComingSoonScreen
      title="Volume Shockers"
      subtitle="Stocks with more volume traded today compared to the average of last 7 trading days"
      summary="Today's volume against the average of the last 7 trading days, with the price beside it."
    />
  );
}
