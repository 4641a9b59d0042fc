import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith, cellsOf, headersOf, renderPage } from '../../../test-support/page-kit';
import { FiftyTwoWeekHighLowPage } from './fifty-two-week-high-low-page';

// The server's order: by symbol, then kind. UPPER's narrow year makes its new high near its low as well.
const ROWS = [
  {
    symbol: 'NABIL',
    kind: 'new-low',
    ltp: 480,
    extreme: 500,
    extremeDate: '2026-02-10',
    sector: 'Commercial Bank',
  },
  {
    symbol: 'SHIVM',
    kind: 'near-high',
    ltp: 490,
    extreme: 500,
    extremeDate: '2026-09-01',
    sector: 'Manufacturing And Processing',
  },
  {
    symbol: 'UPPER',
    kind: 'new-high',
    ltp: 204,
    extreme: 200,
    extremeDate: '2026-11-20',
    sector: 'Hydro Power',
  },
  {
    symbol: 'UPPER',
    kind: 'near-low',
    ltp: 204,
    extreme: 201,
    extremeDate: '2026-03-04',
    sector: 'Hydro Power',
  },
];

const renderScreen = () => renderPage('/dashboard/52-week-high-low', FiftyTwoWeekHighLowPage);

describe('the 52-Week High & Low page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches the list once and shows every kind by symbol, with the distance from the previous high or low', async () => {
    const paths = answerWith({ status: 200, body: ROWS });
    renderScreen();
    expect(screen.getByText('Loading 52-week highs and lows...')).toBeTruthy();
    await screen.findByRole('table');
    expect(paths).toEqual(['/api/52-week-high-low']);
    expect(screen.getByRole('heading', { level: 1, name: '52-Week High & Low' })).toBeTruthy();
    expect(screen.getByText('Stocks making or nearing a new 52-week high or low today')).toBeTruthy();
    expect(screen.getByText(/from 365 days before the latest session to the day before it/)).toBeTruthy();
    expect(screen.getByText('4 stocks')).toBeTruthy();
    const rows = screen.getAllByRole('row');
    const names = ['Symbol', 'Kind', 'LTP', '52W High / Low', 'High / Low Date', 'Distance (%)'];
    expect(headersOf(rows[0]!).map((h, i) => h.startsWith(names[i] ?? '?'))).toEqual(names.map(() => true));
    expect(screen.getByRole('columnheader', { name: /^Symbol/ }).getAttribute('aria-sort')).toBe('ascending');
    // (480 - 500) / 500 = -4 %; (490 - 500) / 500 = -2 %; (204 - 200) / 200 = 2 %; (204 - 201) / 201 = 1.49 %.
    expect(rows.slice(1).map(cellsOf)).toEqual([
      ['NABIL', 'New 52W Low', '480.00', '500.00', '2026-02-10', '-4.00%'],
      ['SHIVM', 'Near 52W High', '490.00', '500.00', '2026-09-01', '-2.00%'],
      ['UPPER', 'New 52W High', '204.00', '200.00', '2026-11-20', '2.00%'],
      ['UPPER', 'Near 52W Low', '204.00', '201.00', '2026-03-04', '1.49%'],
    ]);
    expect(screen.getAllByRole('link', { name: 'UPPER' }).map((a) => a.getAttribute('href'))).toEqual([
      '/dashboard/stock/UPPER',
      '/dashboard/stock/UPPER',
    ]);
  });

  it('shows one kind at a time when one is chosen, and all of them again', async () => {
    answerWith({ status: 200, body: ROWS });
    renderScreen();
    await screen.findByRole('table');
    const kind = screen.getByRole('combobox', { name: 'Kind' }) as HTMLSelectElement;
    expect(Array.from(kind.options, (o) => o.text)).toEqual([
      'All kinds',
      'New 52W High',
      'Near 52W High',
      'Near 52W Low',
      'New 52W Low',
    ]);
    await userEvent.selectOptions(kind, 'near-low');
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => cellsOf(r)[0]),
    ).toEqual(['UPPER']);
    expect(screen.getByText('1 stocks')).toBeTruthy();
    await userEvent.selectOptions(kind, 'new-low');
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => cellsOf(r).slice(0, 2)),
    ).toEqual([['NABIL', 'New 52W Low']]);
    await userEvent.selectOptions(kind, '');
    expect(screen.getByText('4 stocks')).toBeTruthy();
  });

  it('shows "Failed to fetch 52-week highs and lows." when the server names no error, and "Try Again" recovers', async () => {
    const paths = answerWith({ status: 500, body: {} }, { status: 200, body: ROWS });
    renderScreen();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch 52-week highs and lows.')).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('table');
    expect(screen.getByText('4 stocks')).toBeTruthy();
    expect(paths).toHaveLength(2);
  });
});
