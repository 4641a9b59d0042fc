import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify/unstyled';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MALFORMED_ANSWER_MESSAGE } from './api-error';
import { symbolScreenQuery, useSymbolScreen } from './symbol-screen-query';

/** A Fibonacci Levels answer as the server gives it, with one field its schema does not know. */
const FIBONACCI = {
  symbol: 'NABIL',
  date: '2026-11-20',
  close: 510,
  swing: null,
  levels: [],
  candles: { dates: ['2026-11-20'], open: [500], high: [515], low: [498], close: [510] },
};

/** Answers every call with `body`, recording each address asked (path and query). */
function answerWith(status: number, body: unknown): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: URL | string) => {
    const url = new URL(String(input));
    asked.push(`${url.pathname}${url.search}`);
    return new Response(JSON.stringify(body), { status });
  });
  return asked;
}

const noRetry = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe("a one-symbol screen's query, from its manifest entry", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the route with the symbol in its path, or in its query, encoded', async () => {
    const asked = answerWith(500, {});
    const ask = async (query: ReturnType<typeof symbolScreenQuery>) =>
      noRetry()
        .fetchQuery(query)
        .catch(() => undefined);
    await ask(symbolScreenQuery('supportResistance', 'NABIL'));
    await ask(symbolScreenQuery('fibonacciLevels', 'NABIL'));
    await ask(symbolScreenQuery('technicalRatings', 'NABIL'));
    await ask(symbolScreenQuery('supportResistance', 'A/B&C D'));
    await ask(symbolScreenQuery('technicalRatings', 'A/B&C D'));
    expect(asked).toEqual([
      '/api/support-resistance/NABIL',
      '/api/fibonacci-levels/NABIL',
      '/api/technical-ratings/?symbol=NABIL',
      '/api/support-resistance/A%2FB%26C%20D',
      '/api/technical-ratings/?symbol=A%2FB%26C+D',
    ]);
  });

  it.each([
    ['technicalRatings', 'Failed to fetch technical ratings.'],
    ['supportResistance', 'Failed to fetch support & resistance data.'],
    ['fibonacciLevels', 'Failed to fetch Fibonacci levels.'],
  ] as const)("%s fails with the server's error, else with %j", async (key, message) => {
    const ask = () => noRetry().fetchQuery(symbolScreenQuery(key, 'NABIL', { silent: true }));
    answerWith(404, { error: 'Unknown symbol "NABIL".' });
    await expect(ask()).rejects.toThrow('Unknown symbol "NABIL".');
    answerWith(500, {});
    await expect(ask()).rejects.toThrow(message);
  });

  it("checks the body against the entry's own schema", async () => {
    answerWith(200, { ...FIBONACCI, extra: true });
    await expect(noRetry().fetchQuery(symbolScreenQuery('fibonacciLevels', 'NABIL'))).resolves.toEqual(
      FIBONACCI,
    );
    for (const key of ['technicalRatings', 'supportResistance'] as const) {
      const query = symbolScreenQuery(key, 'NABIL', { silent: true });
      await expect(noRetry().fetchQuery(query)).rejects.toThrow(MALFORMED_ANSWER_MESSAGE);
    }
  });

  it("keys the answer by screen and symbol alone, so the page's answer serves the card and back", async () => {
    const asked = answerWith(200, FIBONACCI);
    const client = noRetry();
    const page = await client.fetchQuery(symbolScreenQuery('fibonacciLevels', 'NABIL'));
    const card = await client.ensureQueryData(
      symbolScreenQuery('fibonacciLevels', 'NABIL', { silent: true }),
    );
    expect(card).toBe(page);
    expect(asked).toHaveLength(1);
    const keyOf = (key: 'fibonacciLevels' | 'supportResistance', symbol: string) =>
      symbolScreenQuery(key, symbol).queryKey;
    expect(keyOf('fibonacciLevels', 'NICA')).not.toEqual(keyOf('fibonacciLevels', 'NABIL'));
    expect(keyOf('supportResistance', 'NABIL')).not.toEqual(keyOf('fibonacciLevels', 'NABIL'));
  });

  it('shows a failure in a toast unless the caller asks for silence', async () => {
    render(<ToastContainer />);
    answerWith(500, { error: 'Quiet failure' });
    const quiet = symbolScreenQuery('technicalRatings', 'NABIL', { silent: true });
    await expect(noRetry().fetchQuery(quiet)).rejects.toThrow('Quiet failure');
    answerWith(500, { error: 'Loud failure' });
    await expect(noRetry().fetchQuery(symbolScreenQuery('technicalRatings', 'NABIL'))).rejects.toThrow(
      'Loud failure',
    );
    // Once the loud toast shows, the quiet one would have shown before it.
    await screen.findByText('Loud failure');
    expect(screen.queryByText('Quiet failure')).toBeNull();
  });

  it('asks nothing while no symbol is chosen', async () => {
    const asked = answerWith(200, FIBONACCI);
    const client = noRetry();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const chosen: { symbol: string | undefined } = { symbol: undefined };
    const { result, rerender } = renderHook(({ symbol }) => useSymbolScreen('fibonacciLevels', symbol), {
      wrapper,
      initialProps: chosen,
    });
    expect(result.current.fetchStatus).toBe('idle');
    rerender({ symbol: 'NABIL' });
    await waitFor(() => expect(result.current.data).toEqual(FIBONACCI));
    expect(asked).toEqual(['/api/fibonacci-levels/NABIL']);
  });
});
