import { useSearchParams } from 'react-router';
import { type TrendSignalsView, trendSignalsViewFrom, withTrendSignalsView } from './trend-signals-view';

/** The page's view read from the address, and a change of it written back (replacing the entry). */
export function useTrendSignalsView(): [TrendSignalsView, (change: Partial<TrendSignalsView>) => void] {
  const [params, setParams] = useSearchParams();
  const change = (partial: Partial<TrendSignalsView>) =>
    setParams((current) => withTrendSignalsView(current, { ...trendSignalsViewFrom(current), ...partial }), {
      replace: true,
    });
  return [trendSignalsViewFrom(params), change];
}
