import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith, cellsOf, headersOf, renderPage } from '../../../test-support/page-kit';
import { BreakoutStocksPage } from './breakout-stocks-page';

const ROWS = [
  { symbol: 'UPPER', close: 180, date: '2026-11-19', sector: 'Hydro Power' },
  { symbol: 'NABIL', close: 512.346, date: '2026-11-23', sector: 'Commercial Bank' },
];

const renderBreakouts = () => renderPage('/dashboard/breakout-stocks', BreakoutStocksPage);

describe('the Breakout Stocks page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches the list once and shows it by symbol, with the spec texts', async () => {
    const paths = answerWith({ status: 200, body: ROWS });
    renderBreakouts();
    expect(screen.getByText('Loading breakout stocks...')).toBeTruthy();
    await screen.findByRole('table');
    expect(paths).toEqual(['/api/breakout-stocks/']);
    expect(screen.getByRole('heading', { level: 1, name: 'Breakout Stocks' })).toBeTruthy();
    expect(screen.getByText('Stocks breaking out of key levels')).toBeTruthy();
    expect(screen.getByPlaceholderText('Search by symbol...')).toBeTruthy();
    expect(screen.getByText('2 stocks')).toBeTruthy();
    expect(screen.getByText(/highest close of the 50 sessions before/)).toBeTruthy();
    const rows = screen.getAllByRole('row');
    const names = ['Symbol', 'LTP (Rs)', 'Breakout Date'];
    expect(headersOf(rows[0]!).map((h, i) => h.startsWith(names[i] ?? '?'))).toEqual([true, true, true]);
    expect(screen.getByRole('columnheader', { name: /^Symbol/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(rows.slice(1).map(cellsOf)).toEqual([
      ['NABIL', '512.35', '2026-11-23'],
      ['UPPER', '180.00', '2026-11-19'],
    ]);
    expect(screen.getByRole('link', { name: 'UPPER' }).getAttribute('href')).toBe('/dashboard/stock/UPPER');
  });

  it('says "No stocks found." when the search matches nothing', async () => {
    answerWith({ status: 200, body: ROWS });
    renderBreakouts();
    await screen.findByRole('table');
    await userEvent.type(screen.getByPlaceholderText('Search by symbol...'), 'zz');
    expect(screen.getByText('No stocks found.')).toBeTruthy();
    expect(screen.getByText('0 stocks')).toBeTruthy();
  });

  it('shows "Failed to fetch breakout stocks." when the server names no error, and "Try Again" recovers', async () => {
    const paths = answerWith({ status: 500, body: {} }, { status: 200, body: ROWS });
    renderBreakouts();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch breakout stocks.')).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('table');
    expect(screen.getByText('2 stocks')).toBeTruthy();
    expect(paths).toHaveLength(2);
  });

  it('opens its rule in the Scanner: a breakout of the 50 sessions before, in the last 5', async () => {
    answerWith({ status: 200, body: ROWS });
    renderBreakouts();
    await screen.findByRole('table');
    expect(screen.getByRole('link', { name: 'Open in scanner' }).getAttribute('href')).toBe(
      '/dashboard/scanner?condition=breakout%28lookback%3D50%2Cwithin%3D5%29',
    );
    expect(screen.getByRole('button', { name: 'Show how this list has done' })).toBeTruthy();
  });
});
