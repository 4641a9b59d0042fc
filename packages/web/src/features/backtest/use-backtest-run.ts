import { type BacktestSummary, backtestResponseSchema } from '@nepse/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiPost } from '../../lib/api-client';
import { showErrorToast } from '../../lib/error-toast';
import { backtestPath, backtestRequest, type StrategyState, validationMessage } from './strategy-state';

export const BACKTEST_FAILED_MESSAGE = 'Failed to fetch backtest results.';

/** A finished run: the strategy it ran (the charts draw its rules) and the summaries, sorted by symbol. */
export interface BacktestRun {
  strategy: StrategyState;
  summaries: BacktestSummary[];
}

/**
 * The run of spec section 4: clear the old results, check the strategy (its toast on failure), then call the
 * symbol or sector back-test while `loading`; a failure shows the server's message or "Failed to fetch backtest
 * results." in the red toast. `onStart` gets the strategy of a run that passed the checks.
 */
export function useBacktestRun(onStart: (strategy: StrategyState) => void) {
  const [run, setRun] = useState<BacktestRun>();
  const [loading, setLoading] = useState(false);
  const inFlight = useRef<AbortController>(undefined);
  useEffect(() => () => inFlight.current?.abort(), []);

  const start = useCallback(
    async (strategy: StrategyState) => {
      inFlight.current?.abort();
      setRun(undefined);
      const problem = validationMessage(strategy);
      if (problem) {
        showErrorToast(problem);
        return;
      }
      onStart(strategy);
      const controller = new AbortController();
      inFlight.current = controller;
      setLoading(true);
      try {
        const summaries = await apiPost(backtestPath(strategy), backtestRequest(strategy), {
          schema: backtestResponseSchema,
          signal: controller.signal,
          fallbackMessage: BACKTEST_FAILED_MESSAGE,
        });
        summaries.sort((a, b) =>
          a.stock_symbol < b.stock_symbol ? -1 : a.stock_symbol > b.stock_symbol ? 1 : 0,
        );
        setRun({ strategy, summaries });
      } catch {
        // The shared client has shown the failure in the red toast; the results stay cleared.
      } finally {
        if (inFlight.current === controller) {
          inFlight.current = undefined;
          setLoading(false);
        }
      }
    },
    [onStart],
  );
  return { run, loading, start };
}
