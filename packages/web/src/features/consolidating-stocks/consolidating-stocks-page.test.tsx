import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith, cellsOf, headersOf, renderPage } from '../../../test-support/page-kit';
import { ConsolidatingStocksPage } from './consolidating-stocks-page';

const STOCKS = [
  { symbol: 'UPPER', maxClose: 186.5, close: 180, minClose: 175.004, sector: 'Hydro Power' },
  { symbol: 'NABIL', maxClose: 520, close: 512.3, minClose: 490.1, sector: 'Commercial Bank' },
];

const renderConsolidating = () => renderPage('/dashboard/consolidating-stocks', ConsolidatingStocksPage);

describe('the Consolidating Stocks page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows only a spinner while loading, then the stocks by symbol with the spec texts', async () => {
    const paths = answerWith({ status: 200, body: { stocks: STOCKS } });
    renderConsolidating();
    expect(screen.getByRole('status', { name: 'Loading consolidating stocks...' })).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
    await screen.findByRole('table');
    expect(paths).toEqual(['/api/consolidating-stocks']);
    expect(screen.getByRole('heading', { level: 1, name: 'Consolidating Stocks' })).toBeTruthy();
    expect(screen.getByText('Stocks in consolidation phase')).toBeTruthy();
    expect(screen.getByPlaceholderText('Search by symbol...')).toBeTruthy();
    expect(screen.getByText('2 stocks')).toBeTruthy();
    expect(screen.getByText(/stay within 8 % of their lowest/)).toBeTruthy();
    const rows = screen.getAllByRole('row');
    const names = ['Symbol', 'Max Close', 'Current Close', 'Min Close'];
    expect(headersOf(rows[0]!).map((h, i) => h.startsWith(names[i] ?? '?'))).toEqual(names.map(() => true));
    expect(screen.getByRole('columnheader', { name: /^Symbol/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(rows.slice(1).map(cellsOf)).toEqual([
      ['NABIL', '520.00', '512.30', '490.10'],
      ['UPPER', '186.50', '180.00', '175.00'],
    ]);
    expect(screen.getByRole('link', { name: 'NABIL' }).getAttribute('href')).toBe('/dashboard/stock/NABIL');
  });

  it('says "No consolidating stocks found." when the search matches nothing', async () => {
    answerWith({ status: 200, body: { stocks: STOCKS } });
    renderConsolidating();
    await screen.findByRole('table');
    await userEvent.type(screen.getByPlaceholderText('Search by symbol...'), 'zz');
    expect(screen.getByText('No consolidating stocks found.')).toBeTruthy();
  });

  it('shows "Failed to fetch consolidating stocks." when the server names no error, and "Try Again" recovers', async () => {
    const paths = answerWith({ status: 500, body: {} }, { status: 200, body: { stocks: STOCKS } });
    renderConsolidating();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch consolidating stocks.')).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('table');
    expect(screen.getByText('2 stocks')).toBeTruthy();
    expect(paths).toHaveLength(2);
  });

  it('opens its rule in the Scanner: closes of the last 20 sessions within 8 %', async () => {
    answerWith({ status: 200, body: { stocks: STOCKS } });
    renderConsolidating();
    await screen.findByRole('table');
    expect(screen.getByRole('link', { name: 'Open in scanner' }).getAttribute('href')).toBe(
      '/dashboard/scanner?condition=range-width%28percent%3D8%2Csessions%3D20%29',
    );
  });
});
