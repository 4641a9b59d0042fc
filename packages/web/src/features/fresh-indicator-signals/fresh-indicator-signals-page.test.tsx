import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith, cellsOf, headersOf, renderPage } from '../../../test-support/page-kit';
import { FreshIndicatorSignalsPage } from './fresh-indicator-signals-page';

const stock = (stockSymbol: string, ltp: number, change: number, changePercent: number) => ({
  stockSymbol,
  ltp,
  change,
  changePercent,
  sector: 'Commercial Bank',
});
const BODY = {
  date: '2026-11-23',
  signals: [
    {
      key: 'golden-cross',
      name: 'Golden Cross (SMA 50 above SMA 200)',
      stocks: [stock('SANIMA', 310.5, -2.5, -0.798722), stock('NABIL', 512.3, 12.3, 2.46)],
    },
    { key: 'death-cross', name: 'Death Cross (SMA 50 below SMA 200)', stocks: [] },
    { key: 'rsi-cross-up-30', name: 'RSI 14 Crossed Above 30', stocks: [stock('UPPER', 180, 4, 2.2727)] },
  ],
};
const PATH = '/dashboard/fresh-indicator-signals';

describe('the Fresh Indicator Signals page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the first group by symbol with the spec texts, and switches group', async () => {
    const paths = answerWith({ status: 200, body: BODY });
    renderPage(PATH, FreshIndicatorSignalsPage);
    expect(screen.getByText('Loading fresh indicator signals...')).toBeTruthy();
    await screen.findByRole('table');
    expect(paths).toEqual(['/api/fresh-indicator-signals/']);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Fresh Indicator Signals (2026-11-23)' }),
    ).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Signal' }) as HTMLSelectElement;
    expect(select.value).toBe('golden-cross');
    expect(Array.from(select.options, (o) => o.text)).toEqual(BODY.signals.map((g) => g.name));
    expect(screen.getByPlaceholderText('Search by symbol...')).toBeTruthy();
    expect(screen.getByText('2 stocks')).toBeTruthy();
    expect(
      screen.getByText(
        'Buy on SMA CROSSOVER (SMA 1 length 50, SMA 2 length 200) >, sell on SMA CROSSOVER (SMA 1 length 50, SMA 2 length 200) <.',
      ),
    ).toBeTruthy();
    const rows = screen.getAllByRole('row');
    const names = ['Symbol', 'LTP (Rs)', 'CH', 'CH %'];
    expect(headersOf(rows[0]!).map((h, k) => h.startsWith(names[k] ?? '?'))).toEqual(names.map(() => true));
    expect(screen.getByRole('columnheader', { name: /^Symbol/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(cellsOf(rows[1]!)).toEqual(['NABIL', '512.30', '12.30', '2.46%']);
    expect(cellsOf(rows[2]!)).toEqual(['SANIMA', '310.50', '-2.50', '-0.80%']);
    expect(screen.getByRole('link', { name: 'NABIL' }).getAttribute('href')).toBe('/dashboard/stock/NABIL');
    const link = new URL(
      screen.getByRole('link', { name: 'Back-test NABIL with these rules' }).getAttribute('href') ?? '',
      'http://x',
    );
    expect(link.pathname).toBe('/dashboard/backtest');
    expect(link.searchParams.get('symbol')).toBe('NABIL');
    expect(link.searchParams.getAll('buy')).toEqual([
      'SMA CROSSOVER(sma1_length=50,sma2_length=200,condition=%3E)',
    ]);
    expect(link.searchParams.getAll('sell')).toEqual([
      'SMA CROSSOVER(sma1_length=50,sma2_length=200,condition=%3C)',
    ]);

    await userEvent.selectOptions(select, 'rsi-cross-up-30');
    expect(screen.getByText('1 stocks')).toBeTruthy();
    expect(cellsOf(screen.getAllByRole('row')[1]!)).toEqual(['UPPER', '180.00', '4.00', '2.27%']);
    const rsiLink = new URL(
      screen.getByRole('link', { name: 'Back-test UPPER with these rules' }).getAttribute('href') ?? '',
      'http://x',
    );
    expect(rsiLink.searchParams.getAll('buy')).toEqual(['RSI(trigger=starts,rsi_value=30,condition=%3E)']);
    expect(rsiLink.searchParams.getAll('sell')).toEqual(['RSI(trigger=starts,rsi_value=30,condition=%3C)']);

    await userEvent.selectOptions(select, 'death-cross');
    expect(screen.getByText('No stocks found.')).toBeTruthy();
    expect(screen.getByText('0 stocks')).toBeTruthy();
    expect(paths).toHaveLength(1);
  });

  it('opens on the group the address names', async () => {
    answerWith({ status: 200, body: BODY });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter([{ path: PATH, Component: FreshIndicatorSignalsPage }], {
      initialEntries: [`${PATH}?group=rsi-cross-up-30`],
    });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await screen.findByRole('table');
    expect((screen.getByRole('combobox', { name: 'Signal' }) as HTMLSelectElement).value).toBe(
      'rsi-cross-up-30',
    );
    expect(screen.getByRole('link', { name: 'UPPER' })).toBeTruthy();
  });

  it('shows "Failed to fetch fresh indicator signals." when the server names no error, and "Try Again" recovers', async () => {
    const paths = answerWith({ status: 500, body: {} }, { status: 200, body: BODY });
    renderPage(PATH, FreshIndicatorSignalsPage);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch fresh indicator signals.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('table');
    expect(screen.getByText('2 stocks')).toBeTruthy();
    expect(paths).toHaveLength(2);
  });

  it("shows the server's own error message", async () => {
    answerWith({ status: 503, body: { error: 'The fresh indicator signals could not be computed.' } });
    renderPage(PATH, FreshIndicatorSignalsPage);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The fresh indicator signals could not be computed.')).toBeTruthy();
  });

  it('opens the chosen group\'s buy rule in the Scanner, its trigger "starts"', async () => {
    answerWith({ status: 200, body: BODY });
    renderPage(PATH, FreshIndicatorSignalsPage);
    await screen.findByRole('table');
    const scanner = () =>
      new URL(screen.getByRole('link', { name: 'Open in scanner' }).getAttribute('href') ?? '', 'http://x');
    expect(scanner().pathname).toBe('/dashboard/scanner');
    expect(scanner().searchParams.getAll('condition')).toEqual([
      'SMA CROSSOVER(condition=%3E,sma1_length=50,sma2_length=200,sma1_source=close,sma2_source=close)',
    ]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Signal' }), 'rsi-cross-up-30');
    expect(scanner().searchParams.getAll('condition')).toEqual([
      'RSI(condition=%3E,trigger=starts,rsi_length=14,rsi_value=30,source=close)',
    ]);
  });
});
