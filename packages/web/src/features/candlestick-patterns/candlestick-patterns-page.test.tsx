import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith, cellsOf } from '../../../test-support/page-kit';
import { CandlestickPatternsPage } from './candlestick-patterns-page';

const stock = (symbol: string, close: number, change: number, sector: string | null = 'Commercial Bank') => ({
  symbol,
  change,
  changePercent: (change / (close - change)) * 100,
  open: close - 1,
  high: close + 2,
  low: close - 3,
  close,
  sector,
});
const ANSWER = {
  bullish: [
    {
      pattern: 'Hammer',
      count: 2,
      stocks: [stock('NABIL', 512.3, 2.3), stock('ADBL', 300, -1.5)],
      image_URL: '/patterns/hammer.svg',
      summary: 'A small body atop a long lower shadow. Buyers came back.',
    },
  ],
  bearish: [],
  indecision: [{ pattern: 'Doji', count: 1, stocks: [stock('UPPER', 180, 0, 'Hydro Power')] }],
};
/** Renders the page at `address` (its query kept), returning the router to read the address from. */
function renderPage(address = '/dashboard/candlestick-patterns') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/dashboard/candlestick-patterns', Component: CandlestickPatternsPage }],
    { initialEntries: [address] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('the Candlestick Patterns page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the groups with counts and empty texts, and asks for a choice', async () => {
    const paths = answerWith({ status: 200, body: ANSWER });
    renderPage();
    expect(screen.getByText('Loading candlestick patterns...')).toBeTruthy();
    await screen.findByRole('button', { name: 'Hammer 2 stocks' });
    expect(paths).toEqual(['/api/candlestick-patterns/']);
    expect(screen.getByRole('heading', { level: 1, name: 'Candlestick Patterns' })).toBeTruthy();
    for (const name of ['Bullish Patterns', 'Bearish Patterns', 'Indecision'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    expect(screen.getByText('No bearish patterns detected')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Doji 1 stocks' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('heading', { name: 'Select a Candlestick Pattern' })).toBeTruthy();
    expect(screen.getByText('Choose a pattern from the sidebar to view matching stocks')).toBeTruthy();
    expect(screen.getByText('2026-11-23', { selector: 'time' }).parentElement?.textContent).toBe(
      'Data of 2026-11-23',
    );
  });

  it('shows the chosen pattern, highlighted, with its card and stocks by symbol, and keeps it in the address', async () => {
    answerWith({ status: 200, body: ANSWER });
    const router = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Hammer 2 stocks' }));
    expect(screen.getByRole('button', { name: 'Hammer 2 stocks' }).getAttribute('aria-pressed')).toBe('true');
    expect(router.state.location.search).toBe('?pattern=Hammer');
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { name: 'Hammer' })).toBeTruthy();
    expect(within(card).getByText('Bullish Pattern')).toBeTruthy();
    expect(within(card).getByRole('heading', { name: 'Pattern Analysis' })).toBeTruthy();
    expect(within(card).getByText('A small body atop a long lower shadow. Buyers came back.')).toBeTruthy();
    const picture = within(card).getByRole('img', { name: 'Hammer candlestick pattern' });
    expect(picture.getAttribute('src')).toBe('/patterns/hammer.svg');
    fireEvent.error(picture);
    expect(within(card).queryByRole('img')).toBeNull();

    expect(screen.getByRole('heading', { name: 'Hammer Stocks' })).toBeTruthy();
    expect(screen.getByText('* Stocks showing Hammer pattern')).toBeTruthy();
    expect(screen.getByText('2 stocks')).toBeTruthy();
    const rows = screen.getAllByRole('row');
    const headers = within(rows[0]!)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/(sorted ascending|not sorted)$/, ''));
    expect(headers).toEqual(['Symbol', 'Change', 'Change (%)', 'Open', 'High', 'Low', 'LTP (Rs)']);
    expect(screen.getByRole('columnheader', { name: /^Symbol/ }).getAttribute('aria-sort')).toBe('ascending');
    // ADBL: 300 after -1.5, so -1.5 / 301.5 = -0.4975 %.
    expect(cellsOf(rows[1]!)).toEqual(['ADBL', '-1.50', '-0.50%', '299.00', '302.00', '297.00', '300.00']);
    expect(cellsOf(rows[2]!)).toEqual(['NABIL', '2.30', '0.45%', '511.30', '514.30', '509.30', '512.30']);
    expect(screen.getByRole('link', { name: 'NABIL' }).getAttribute('href')).toBe('/dashboard/stock/NABIL');

    await userEvent.type(screen.getByPlaceholderText('Search by symbol...'), 'nab');
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('1 stocks')).toBeTruthy();
    await userEvent.clear(screen.getByPlaceholderText('Search by symbol...'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sector' }), 'Hydro Power');
    expect(screen.getByText('No stocks found.')).toBeTruthy();
    expect(screen.getByText('0 stocks')).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('sector')).toBe('Hydro Power');
  });

  it('opens an address naming a pattern on it; the card has no analysis when the answer has no summary', async () => {
    answerWith({ status: 200, body: ANSWER });
    renderPage('/dashboard/candlestick-patterns?pattern=Doji');
    await screen.findByRole('heading', { name: 'Doji Stocks' });
    expect(screen.getByText('Indecision Pattern')).toBeTruthy();
    expect(screen.queryByText('Pattern Analysis')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says "Failed to Load Patterns" and, for a chosen pattern, "Error Loading Stocks"; Try Again recovers', async () => {
    const paths = answerWith({ status: 500, body: {} }, { status: 200, body: ANSWER });
    renderPage('/dashboard/candlestick-patterns?pattern=Hammer');
    expect(screen.getByText('Loading stock data...')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Candlestick Pattern Stocks' })).toBeTruthy();
    const panels = await screen.findAllByRole('alert');
    expect(panels.map((p) => within(p).getByRole('heading').textContent)).toEqual([
      'Failed to Load Patterns',
      'Error Loading Stocks',
    ]);
    for (const panel of panels)
      expect(within(panel).getByText('Failed to fetch candlestick patterns.')).toBeTruthy();
    await userEvent.click(within(panels[1]!).getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('heading', { name: 'Hammer Stocks' });
    expect(screen.queryAllByRole('alert')).toEqual([]);
    expect(paths).toHaveLength(2);
  });
});
