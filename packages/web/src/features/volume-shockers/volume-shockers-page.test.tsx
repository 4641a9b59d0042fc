import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith, cellsOf, headersOf, renderPage } from '../../../test-support/page-kit';
import { VolumeShockersPage } from './volume-shockers-page';

const ROWS = [
  {
    symbol: 'NABIL',
    volDiffPercent: 150.5,
    volume: 120_000,
    averageVolume: 47_952.4,
    closePrice: 512.3,
    averageClose: 505.123,
    sector: 'Commercial Bank',
  },
  {
    symbol: 'UPPER',
    volDiffPercent: 412.25,
    volume: 2_000_000,
    averageVolume: 390_000,
    closePrice: 180,
    averageClose: 175.5,
    sector: 'Hydro Power',
  },
];
const renderShockers = () => renderPage('/dashboard/volume-shockers', VolumeShockersPage);

describe('the Volume Shockers page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches the list once and shows it by volume increase, down, with the spec texts', async () => {
    const paths = answerWith({ status: 200, body: ROWS });
    renderShockers();
    expect(screen.getByText('Loading volume shockers...')).toBeTruthy();
    await screen.findByRole('table');
    expect(paths).toEqual(['/api/volume-shockers']);
    expect(screen.getByRole('heading', { level: 1, name: 'Volume Shockers' })).toBeTruthy();
    expect(
      screen.getByText('Stocks with more volume traded today compared to the average of last 7 trading days'),
    ).toBeTruthy();
    expect(screen.getByPlaceholderText('Search by symbol...')).toBeTruthy();
    expect(screen.getByText('2 stocks')).toBeTruthy();
    expect(screen.getByText('2026-11-23', { selector: 'time' }).parentElement?.textContent).toBe(
      'Data of 2026-11-23',
    );
    expect(screen.getByText(/mean volume of the symbol's 7 previous sessions/)).toBeTruthy();
    const rows = screen.getAllByRole('row');
    const headers = headersOf(rows[0]!);
    const names = [
      'Symbol',
      'Volume Increase (%)',
      "Today's Volume",
      '7d Avg. Volume',
      'LTP',
      '7D. Avg. LTP',
    ];
    expect(headers.map((h, i) => h.startsWith(names[i] ?? '?'))).toEqual(names.map(() => true));
    expect(screen.getByRole('columnheader', { name: /^Volume Increase/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    expect(cellsOf(rows[1]!)).toEqual(['UPPER', '412.25%', '2,000,000', '390,000', '180.00', '175.50']);
    expect(cellsOf(rows[2]!)).toEqual(['NABIL', '150.50%', '120,000', '47,952', '512.30', '505.12']);
    expect(screen.getByRole('link', { name: 'NABIL' }).getAttribute('href')).toBe('/dashboard/stock/NABIL');
  });

  it('shows "Failed to fetch volume shockers." when the server names no error, and "Try Again" recovers', async () => {
    const paths = answerWith({ status: 500, body: {} }, { status: 200, body: ROWS });
    renderShockers();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch volume shockers.')).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('table');
    expect(screen.getByText('2 stocks')).toBeTruthy();
    expect(paths).toHaveLength(2);
  });
});
