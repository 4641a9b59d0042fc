import { SCREEN_MANIFEST, type ScreenAnswerOf } from '@nepse/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MALFORMED_ANSWER_MESSAGE } from './api-error';
import { screenQuery, useScreenRows } from './screen-query';

const HEADERS = { 'x-data-date': '2026-11-20', 'x-expected-date': '2026-11-23', 'x-data-kind': 'demo' };
const SHOCKER = {
  symbol: 'NABIL',
  volDiffPercent: 150,
  volume: 5000,
  averageVolume: 2000,
  closePrice: 510,
  averageClose: 500,
  sector: 'Commercial Banks',
};
const CONSOLIDATING = { symbol: 'NICA', maxClose: 400, close: 390, minClose: 380, sector: null };

/** Answers every call with `body`, recording the paths asked. */
function answerWith(status: number, body: unknown): string[] {
  const paths: string[] = [];
  vi.stubGlobal('fetch', async (input: URL | string) => {
    paths.push(new URL(String(input)).pathname);
    return new Response(JSON.stringify(body), { status, headers: HEADERS });
  });
  return paths;
}

const noRetry = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe("a precomputed screen's query, from its manifest entry", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks the entry's path and keeps the body its schema checked with the headers' dates", async () => {
    const paths = answerWith(200, [SHOCKER]);
    const reply = await noRetry().fetchQuery(screenQuery('volumeShockers'));
    expect(paths).toEqual(['/api/volume-shockers']);
    expect(reply).toEqual({ body: [SHOCKER], dataDate: '2026-11-20', expectedDate: '2026-11-23' });
  });

  it("fails with the server's error, else the entry's failure message, else the malformed-answer message", async () => {
    const ask = () => noRetry().fetchQuery(screenQuery('breakoutStocks'));
    answerWith(500, { error: 'Boom' });
    await expect(ask()).rejects.toThrow('Boom');
    answerWith(500, {});
    await expect(ask()).rejects.toThrow(SCREEN_MANIFEST.breakoutStocks.api.failureMessage);
    answerWith(200, { rows: [] });
    await expect(ask()).rejects.toThrow(MALFORMED_ANSWER_MESSAGE);
  });

  it("gives a list screen its rows: the answer when it is the list, else what the page's reading takes", async () => {
    const client = noRetry();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    answerWith(200, [SHOCKER]);
    const list = renderHook(() => useScreenRows('volumeShockers'), { wrapper });
    await waitFor(() => expect(list.result.current.data?.rows).toEqual([SHOCKER]));
    expect(list.result.current.data?.dataDate).toBe('2026-11-20');

    answerWith(200, { stocks: [CONSOLIDATING] });
    let reads = 0;
    const stocksOf = (answer: ScreenAnswerOf<'consolidatingStocks'>) => {
      reads += 1;
      return answer.stocks;
    };
    const unwrapped = renderHook(() => useScreenRows('consolidatingStocks', stocksOf), { wrapper });
    await waitFor(() => expect(unwrapped.result.current.data?.rows).toEqual([CONSOLIDATING]));
    // The page's reading runs once per answer, not on every render.
    const first = unwrapped.result.current.data;
    unwrapped.rerender();
    unwrapped.rerender();
    expect(unwrapped.result.current.data).toBe(first);
    expect(reads).toBe(1);
  });
});
