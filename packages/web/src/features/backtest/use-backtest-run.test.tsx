import { API_PATHS, type BacktestSummary, NO_TARGET_MESSAGE } from '@nepse/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify/unstyled';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultStrategyState, type StrategyState } from './strategy-state';
import { BACKTEST_FAILED_MESSAGE, useBacktestRun } from './use-backtest-run';

const STRATEGY: StrategyState = { ...defaultStrategyState('2026-03-10'), stockSymbol: 'NABIL' };

const summary = (stock_symbol: string): BacktestSummary => ({
  stock_symbol,
  total_trades: 0,
  initial_capital: 100_000,
  final_capital: 100_000,
  positive_trades: 0,
  negative_trades: 0,
  highest_return_percentage: null,
  lowest_return_percentage: null,
  profit_percentage: 0,
  transactions: [],
  buy_and_hold_return_percentage: null,
  max_drawdown_percentage: 0,
  cagr_percentage: null,
  sharpe_ratio: null,
  win_rate_percentage: null,
  profit_factor: null,
  exposure_percentage: 0,
  average_holding_days: null,
  fees_paid: 0,
  sessions: 0,
  equity_curve: { dates: [], values: [] },
});

interface PendingCall {
  url: URL;
  signal: AbortSignal | null | undefined;
  answer: (status: number, body: unknown) => void;
}

/** A stand-in for the network whose calls wait until the test answers them. */
function holdCalls() {
  const calls: PendingCall[] = [];
  vi.stubGlobal(
    'fetch',
    (input: URL | string, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        calls.push({
          url: new URL(String(input)),
          signal: init?.signal,
          answer: (status, body) => resolve(Response.json(body, { status })),
        });
      }),
  );
  return calls;
}

function renderRun(onStart: (strategy: StrategyState) => void) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useBacktestRun(onStart), { wrapper });
}

describe('the back-test run', () => {
  beforeEach(() => render(<ToastContainer />));
  afterEach(() => vi.unstubAllGlobals());

  it('runs a checked strategy while loading and keeps the summaries sorted by symbol', async () => {
    const calls = holdCalls();
    const onStart = vi.fn();
    const { result } = renderRun(onStart);
    act(() => result.current.start(STRATEGY));
    expect(onStart).toHaveBeenCalledWith(STRATEGY);
    await waitFor(() => expect(result.current.loading).toBe(true));
    expect(calls.map((c) => c.url.pathname)).toEqual([API_PATHS.backtest]);
    calls[0]?.answer(200, [summary('UPPER'), summary('ADBL'), summary('NABIL')]);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.run?.strategy).toBe(STRATEGY);
    expect(result.current.run?.summaries.map((s) => s.stock_symbol)).toEqual(['ADBL', 'NABIL', 'UPPER']);
  });

  it("takes a sector's summaries in brief, without curves, from the sector call", async () => {
    const calls = holdCalls();
    const { result } = renderRun(vi.fn());
    act(() => result.current.start({ ...STRATEGY, stockSymbol: '', sector: '4' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.url.pathname).toBe(API_PATHS.backtestSector);
    const { equity_curve: _, ...brief } = summary('UPPER');
    calls[0]?.answer(200, [brief]);
    await waitFor(() => expect(result.current.run?.summaries).toEqual([brief]));
  });

  it('clears the old results, and runs nothing when the checks fail (their toast instead)', async () => {
    const calls = holdCalls();
    const onStart = vi.fn();
    const { result } = renderRun(onStart);
    act(() => result.current.start(STRATEGY));
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0]?.answer(200, [summary('NABIL')]);
    await waitFor(() => expect(result.current.run).toBeDefined());
    act(() => result.current.start({ ...STRATEGY, stockSymbol: ' ' }));
    await waitFor(() => expect(result.current.run).toBeUndefined());
    expect(result.current.loading).toBe(false);
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
    expect(await screen.findByText(NO_TARGET_MESSAGE)).toBeTruthy();
  });

  it("shows the server's message, else its own, and keeps the results cleared", async () => {
    const calls = holdCalls();
    const { result } = renderRun(vi.fn());
    act(() => result.current.start(STRATEGY));
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0]?.answer(400, { error: 'Symbol XYZ is not listed' });
    expect(await screen.findByText('Symbol XYZ is not listed')).toBeTruthy();
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.run).toBeUndefined();
    act(() => result.current.start(STRATEGY));
    await waitFor(() => expect(calls).toHaveLength(2));
    calls[1]?.answer(500, {});
    expect(await screen.findByText(BACKTEST_FAILED_MESSAGE)).toBeTruthy();
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.run).toBeUndefined();
  });

  it('cancels the run in flight when another starts, and shows only the last', async () => {
    const calls = holdCalls();
    const { result } = renderRun(vi.fn());
    act(() => result.current.start(STRATEGY));
    await waitFor(() => expect(calls).toHaveLength(1));
    const second = { ...STRATEGY, stockSymbol: 'ADBL' };
    act(() => result.current.start(second));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0]?.signal?.aborted).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(true));
    calls[1]?.answer(200, [summary('ADBL')]);
    await waitFor(() => expect(result.current.run?.strategy).toBe(second));
    expect(result.current.loading).toBe(false);
  });

  it('cancels the run in flight when the page goes', async () => {
    const calls = holdCalls();
    const { result, unmount } = renderRun(vi.fn());
    act(() => result.current.start(STRATEGY));
    await waitFor(() => expect(calls).toHaveLength(1));
    unmount();
    expect(calls[0]?.signal?.aborted).toBe(true);
  });
});
