import { API_PATHS, type BacktestSummary, type BriefSummary } from '@nepse/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify/unstyled';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wholeSummaries } from './all-transactions';
import { defaultStrategyState, type StrategyState } from './strategy-state';
import { useSymbolSummary } from './use-symbol-summary';

const SECTOR_RUN: StrategyState = { ...defaultStrategyState('2026-03-10'), sector: '4' };

const brief = (stock_symbol: string): BriefSummary => ({
  stock_symbol,
  total_trades: 1,
  initial_capital: 100_000,
  final_capital: 101_234.5678,
  positive_trades: 1,
  negative_trades: 0,
  highest_return_percentage: 1.2346,
  lowest_return_percentage: 1.2346,
  profit_percentage: 1.2346,
  transactions: [
    {
      buy_date: '2025-07-01',
      buy_price: 500,
      sell_date: '2025-08-01',
      sell_price: 510.1234,
      profit: 1234.5678,
      profit_percentage: 1.2346,
    },
  ],
  buy_and_hold_return_percentage: 3,
  max_drawdown_percentage: 2,
  cagr_percentage: null,
  sharpe_ratio: null,
  win_rate_percentage: 100,
  profit_factor: null,
  exposure_percentage: 10,
  average_holding_days: 31,
  fees_paid: 400,
  sessions: 40,
});

const whole = (stock_symbol: string): BacktestSummary => {
  const b = brief(stock_symbol);
  return {
    ...b,
    final_capital: 101_234.567_812_3,
    transactions: b.transactions.map((t) => ({ ...t, quantity: 190, fees: 400, exit_reason: 'signal' })),
    equity_curve: { dates: ['2025-07-01', '2025-08-01'], values: [100_000, 101_234.567_812_3] },
  };
};

/** Answers every call with `answer(url, body)`, recording the calls. */
function answerCalls(answer: (url: URL, body: Record<string, unknown>) => [number, unknown]) {
  const calls: { url: URL; body: Record<string, unknown> }[] = [];
  vi.stubGlobal('fetch', async (input: URL | string, init?: RequestInit) => {
    const call = { url: new URL(String(input)), body: JSON.parse(String(init?.body ?? '{}')) };
    calls.push(call);
    const [status, body] = answer(call.url, call.body);
    return Response.json(body, { status });
  });
  return calls;
}

function renderSummary(strategy: StrategyState, summary: BriefSummary, client = new QueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSymbolSummary(strategy, summary), { wrapper });
}

describe("the selected symbol's whole summary", () => {
  beforeEach(() => render(<ToastContainer />));
  afterEach(() => vi.unstubAllGlobals());

  it("is a symbol run's own summary, fetched from nowhere", () => {
    const calls = answerCalls(() => [500, {}]);
    const own = whole('NABIL');
    const { result } = renderSummary({ ...SECTOR_RUN, sector: '0', stockSymbol: 'NABIL' }, own);
    expect(result.current.summary).toBe(own);
    expect(calls).toHaveLength(0);
  });

  it("is fetched for a sector run as the symbol's one-symbol run, once per strategy and symbol", async () => {
    const calls = answerCalls((_, body) => [200, [whole(String(body.stockSymbol))]]);
    const client = new QueryClient();
    const first = renderSummary(SECTOR_RUN, brief('UPPER'), client);
    expect(first.result.current.summary).toBeUndefined();
    await waitFor(() => expect(first.result.current.summary?.equity_curve.values).toHaveLength(2));
    expect(first.result.current.summary?.stock_symbol).toBe('UPPER');
    expect(calls.map((c) => c.url.pathname)).toEqual([API_PATHS.backtest]);
    // The sector's strategy on the symbol alone, the sector beside it for the benchmark.
    expect(calls[0]?.body).toMatchObject({
      stockSymbol: 'UPPER',
      sector: '4',
      buyStrategy: [{ name: 'SMA', condition: '>' }],
      initialCapital: 100_000,
    });
    // Selected again: the same request, kept.
    const again = renderSummary(SECTOR_RUN, brief('UPPER'), client);
    expect(again.result.current.summary?.stock_symbol).toBe('UPPER');
    expect(calls).toHaveLength(1);
  });

  it('makes a symbol without a session in the range whole without a call: no trade, no curve', () => {
    const calls = answerCalls(() => [500, {}]);
    const none = { ...brief('NOPRICE'), total_trades: 0, transactions: [], sessions: 0 };
    const { result } = renderSummary(SECTOR_RUN, none);
    expect(result.current.summary).toEqual({ ...none, equity_curve: { dates: [], values: [] } });
    expect(calls).toHaveLength(0);
  });

  it("gives the server's message when the fetch fails", async () => {
    answerCalls(() => [400, { error: 'Unknown symbol "GONE".' }]);
    const { result } = renderSummary(SECTOR_RUN, brief('GONE'));
    await waitFor(() => expect(result.current.error?.message).toBe('Unknown symbol "GONE".'));
    expect(result.current.summary).toBeUndefined();
  });
});

describe('the whole summaries of the listed stocks, for the CSV of all their trades', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks the sector's answer in full and keeps the listed stocks, in their order", async () => {
    const calls = answerCalls(() => [200, [whole('AHPC'), whole('BARUN'), whole('UPPER')]]);
    const got = await wholeSummaries(SECTOR_RUN, [brief('UPPER'), brief('AHPC')]);
    expect(got.map((s) => s.stock_symbol)).toEqual(['UPPER', 'AHPC']);
    expect(got[0]?.transactions[0]?.quantity).toBe(190);
    expect(calls.map((c) => `${c.url.pathname}${c.url.search}`)).toEqual([
      `${API_PATHS.backtestSector}?detail=full`,
    ]);
    expect(calls[0]?.body).toMatchObject({ sector: '4', stockSymbol: '' });
  });

  it("uses a run's own whole summaries without a call", async () => {
    const calls = answerCalls(() => [500, {}]);
    const own = [whole('NABIL')];
    expect(await wholeSummaries({ ...SECTOR_RUN, sector: '0', stockSymbol: 'NABIL' }, own)).toEqual(own);
    expect(calls).toHaveLength(0);
  });
});
