import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith, cellsOf, headersOf, renderPage } from '../../../test-support/page-kit';
import { VolatileStocksPage } from './volatile-stocks-page';

const ROWS = [
  { stockSymbol: 'NABIL', ltp: 512.3, volatility: 2.345, sector: 'Commercial Bank' },
  { stockSymbol: 'UPPER', ltp: 180, volatility: 4.1, sector: 'Hydro Power' },
  { stockSymbol: 'AHPC', ltp: 250.125, volatility: 3, sector: 'Hydro Power' },
];

const renderVolatile = () => renderPage('/dashboard/volatile-stocks', VolatileStocksPage);

describe('the Volatile Stocks page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches the list once and shows it by volatility, down, with the spec texts', async () => {
    const paths = answerWith({ status: 200, body: ROWS });
    renderVolatile();
    expect(screen.getByText('Loading volatile stocks...')).toBeTruthy();
    await screen.findByRole('table');
    expect(paths).toEqual(['/api/volatile-stocks/']);
    expect(screen.getByRole('heading', { level: 1, name: 'Volatile Stocks' })).toBeTruthy();
    expect(screen.getByText('Stocks with high price volatility')).toBeTruthy();
    expect(screen.getByPlaceholderText('Search by symbol...')).toBeTruthy();
    expect(screen.getByText('3 stocks')).toBeTruthy();
    expect(screen.getByText(/last 20 daily returns/)).toBeTruthy();
    const rows = screen.getAllByRole('row');
    const names = ['Symbol', 'LTP (Rs)', 'Volatility'];
    expect(headersOf(rows[0]!).map((h, i) => h.startsWith(names[i] ?? '?'))).toEqual([true, true, true]);
    expect(screen.getByRole('columnheader', { name: /^Volatility/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    expect(rows.slice(1).map(cellsOf)).toEqual([
      ['UPPER', '180.00', '4.10%'],
      ['AHPC', '250.13', '3.00%'],
      ['NABIL', '512.30', '2.35%'],
    ]);
    expect(screen.getByRole('link', { name: 'NABIL' }).getAttribute('href')).toBe('/dashboard/stock/NABIL');
  });

  it('searches by the spec\'s stockSymbol and says "No stocks found." when nothing matches', async () => {
    answerWith({ status: 200, body: ROWS });
    renderVolatile();
    await screen.findByRole('table');
    await userEvent.type(screen.getByPlaceholderText('Search by symbol...'), 'upp');
    expect(screen.getByText('1 stocks')).toBeTruthy();
    await userEvent.type(screen.getByPlaceholderText('Search by symbol...'), 'x');
    expect(screen.getByText('No stocks found.')).toBeTruthy();
  });

  it('shows "Failed to fetch volatile stocks." when the server names no error, and "Try Again" recovers', async () => {
    const paths = answerWith({ status: 500, body: {} }, { status: 200, body: ROWS });
    renderVolatile();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch volatile stocks.')).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('table');
    expect(screen.getByText('3 stocks')).toBeTruthy();
    expect(paths).toHaveLength(2);
  });
});
