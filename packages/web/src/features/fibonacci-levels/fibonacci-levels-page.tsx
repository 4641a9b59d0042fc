import { ComingSoonScreen } from '../../components/coming-soon-screen';

/**
 * Fibonacci Levels (in spec section 2's menu, with no screen described; DESIGN section 4: a stock's retracement and
 * extension levels from its last major swing): the coming state until the screen's own issue builds it.
 */
export function FibonacciLevelsPage() {
  return (
    <ComingSoonScreen
      title="Fibonacci Levels"
      subtitle="Retracement and extension levels of a stock"
      summary="Fibonacci retracement and extension levels measured from a stock's last major swing."
    />
  );
}
