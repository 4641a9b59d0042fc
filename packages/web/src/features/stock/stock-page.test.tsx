import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith } from '../../../test-support/page-kit';
import { StockPage } from './stock-page';

// The chart draws on a canvas jsdom lacks; the browser test covers it.
vi.mock('./stock-chart', () => ({ StockChart: () => <p>chart</p> }));

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/dashboard/stock/:symbol', Component: StockPage }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const columns = (close: number[]) => ({
  open: close,
  high: close.map((c) => c + 5),
  low: close.map((c) => c - 5),
  close,
  volume: close.map(() => 100),
});

describe('the stock page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the symbol in capitals and says "Unknown symbol" with the way back for a 404', async () => {
    const paths = answerWith({ status: 404, body: { error: 'Unknown symbol "NOSUCH".' } });
    renderAt('/dashboard/stock/nosuch');
    expect(await screen.findByRole('heading', { name: 'Unknown symbol' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Unknown symbol "NOSUCH".')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(paths).toEqual(['/api/stock/NOSUCH']);
  });

  it('shows the name, the last close and change, the 52-week range, the events and the back-test link', async () => {
    const paths = answerWith(
      {
        status: 200,
        body: {
          symbol: 'NABIL',
          name: 'Nabil Bank Limited',
          sector: 'Commercial Banks',
          dates: ['2024-11-20', '2025-11-20', '2025-11-21'],
          adjusted: columns([400, 520, 507]),
          traded: columns([480, 520, 507]),
          events: [
            {
              date: '2025-06-22',
              bookClosure: '2025-06-21',
              kind: 'bonus',
              factor: 1.2,
              bonusPercent: 20,
              rightPercent: 0,
            },
          ],
          // The server's figures (its tests check them against the prices); the page shows them as they come.
          summary: {
            date: '2025-11-21',
            close: 507,
            change: -13,
            changePercent: -2.5,
            high52Week: 525,
            low52Week: 502,
          },
          patterns: [],
          // Two of the three sessions, consecutive ones, have no real open.
          noOpenDates: ['2024-11-20', '2025-11-20'],
        },
      },
      { status: 500, body: { error: 'The ratings failed.' } },
    );
    renderAt('/dashboard/stock/NABIL');
    expect(await screen.findByText('Nabil Bank Limited · Commercial Banks')).toBeTruthy();
    const last = screen.getByRole('region', { name: 'Last close' });
    expect(within(last).getByTestId('last-close').textContent).toBe('507.00');
    expect(within(last).getByText('-13.00 (-2.50%)')).toBeTruthy();
    expect(within(last).getByTestId('week-range').textContent).toBe('502.00 – 525.00');
    expect(
      within(screen.getByRole('region', { name: 'Adjustment events' })).getByRole('listitem').textContent,
    ).toBe('2025-06-22: Bonus (20% bonus) · factor 1.2000 · book closure 2025-06-21');
    const noOpen = screen.getByRole('region', { name: 'Sessions without a real open' });
    expect(within(noOpen).getByTestId('no-open-count').textContent).toMatch(
      /^2 of 3 sessions have no real open/,
    );
    expect(within(noOpen).getByRole('listitem').textContent).toBe('2024-11-20 to 2025-11-20 (2 sessions)');
    expect(screen.getByRole('link', { name: 'Back-test NABIL' }).getAttribute('href')).toBe(
      '/dashboard/backtest?symbol=NABIL',
    );
    // The cards beside the chart say their own failure.
    expect(
      await within(screen.getByRole('region', { name: 'Technical rating' })).findByText(
        'The ratings failed.',
      ),
    ).toBeTruthy();
    expect(paths.slice(0, 4)).toEqual([
      '/api/stock/NABIL',
      '/api/technical-ratings/',
      '/api/support-resistance/NABIL',
      '/api/fibonacci-levels/NABIL',
    ]);
  });
});
