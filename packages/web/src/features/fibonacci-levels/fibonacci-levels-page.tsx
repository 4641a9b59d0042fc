import { ComingSoonScreen } from '../../components/coming-soon-screen';

/** Fibonacci Levels (spec section 2): the coming state until the screen's own issue builds it. */
export function FibonacciLevelsPage() {
  return (
    <ComingSoonScreen
      title="Fibonacci Levels"
      subtitle="Retracement and extension levels of a stock"
      summary="Fibonacci retracement and extension levels measured from a stock's last major swing."
    />
  );
}
