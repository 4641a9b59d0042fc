import {
  type BriefSummary,
  backtestResponseSchema,
  NO_SECTOR_ID,
  type PortfolioResponse,
  portfolioResponseSchema,
  SCREEN_MANIFEST,
  sectorBacktestResponseSchema,
} from '@nepse/contract';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { apiPost } from '../../lib/api-client';
import { useFormatDate } from '../../lib/calendar-system';
import { showErrorToast } from '../../lib/error-toast';
import {
  backtestPath,
  backtestRequest,
  isPortfolioRun,
  type StrategyState,
  validationMessage,
} from './strategy-state';

/** Shown when a failed run's answer names no error of its own (the screen manifest's). */
export const BACKTEST_FAILED_MESSAGE = SCREEN_MANIFEST.backtest.api.failureMessage;

/**
 * A finished run: the strategy it ran (the charts draw its rules) and the summaries, sorted by symbol: a symbol run's
 * whole summary, a sector run's in brief (`useSymbolSummary` fetches the rest of the selected one).
 */
export interface BacktestRun {
  strategy: StrategyState;
  summaries: BriefSummary[];
  /** A sector run as one portfolio: its answer (and no summaries). */
  portfolio?: PortfolioResponse;
}

interface RunRequest {
  strategy: StrategyState;
  signal: AbortSignal;
}

const bySymbol = (a: BriefSummary, b: BriefSummary) =>
  a.stock_symbol < b.stock_symbol ? -1 : a.stock_symbol > b.stock_symbol ? 1 : 0;

/** The symbol or sector back-test of `strategy` through the shared client. */
async function runBacktest({ strategy, signal }: RunRequest): Promise<BacktestRun> {
  const options = { signal, fallbackMessage: BACKTEST_FAILED_MESSAGE };
  const path = backtestPath(strategy);
  const body = backtestRequest(strategy);
  if (isPortfolioRun(strategy)) {
    const portfolio = await apiPost(path, body, { ...options, schema: portfolioResponseSchema });
    return { strategy, summaries: [], portfolio };
  }
  const summaries: BriefSummary[] =
    strategy.sector === NO_SECTOR_ID
      ? await apiPost(path, body, { ...options, schema: backtestResponseSchema })
      : await apiPost(path, body, { ...options, schema: sectorBacktestResponseSchema });
  return { strategy, summaries: summaries.sort(bySymbol) };
}

/**
 * A back-test run, as a mutation: clear the old results, check the strategy (its toast on failure), then call
 * the symbol or sector back-test while `loading`; a failure shows the server's message or "Failed to fetch
 * backtest results." in the red toast (the shared client's) and the results stay cleared. `onStart` gets the
 * strategy of a run that passed the checks. A new run, or leaving the page, cancels the call in flight.
 */
export function useBacktestRun(onStart: (strategy: StrategyState) => void) {
  // A run's summaries live only while they are shown, not in the mutation cache after them.
  const { mutate, reset, data, isPending } = useMutation({ mutationFn: runBacktest, gcTime: 0 });
  const inFlight = useRef<AbortController>(undefined);
  const writeDate = useFormatDate();
  useEffect(() => () => inFlight.current?.abort(), []);

  const start = useCallback(
    (strategy: StrategyState) => {
      inFlight.current?.abort();
      inFlight.current = undefined;
      reset();
      const problem = validationMessage(strategy, writeDate);
      if (problem) {
        showErrorToast(problem);
        return;
      }
      onStart(strategy);
      const controller = new AbortController();
      inFlight.current = controller;
      mutate({ strategy, signal: controller.signal });
    },
    [mutate, reset, onStart, writeDate],
  );
  return { run: data, loading: isPending, start };
}
