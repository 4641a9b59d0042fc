import type { LiveStatus, LiveStockRecord } from '@nepse/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cellsOf, renderPage } from '../../../test-support/page-kit';
import { LiveCandlePage } from './live-candle-page';

const record = (symbol: string, lastTradedPrice: number, percentageChange: number): LiveStockRecord => ({
  symbol,
  openPrice: 100,
  highPrice: 104,
  lowPrice: 99,
  lastTradedPrice,
  previousClose: 100,
  totalTradeQuantity: 250_000,
  percentageChange,
  lastUpdatedDateTime: `2025-06-29 12:${symbol === 'AAA' ? '31' : '30'}:00`,
});
const RECORDS = [record('AAA', 103, 3), record('BBB', 98, -2), record('CCC', 100, 0)];
const STATUS: LiveStatus = {
  phase: 'open',
  source: 'simulator',
  lastGoodPollAt: '2025-06-29T06:46:00.000Z',
  lastFailure: null,
  records: 3,
  index: { value: 2712.5, change: 12.25, percentageChange: 0.45 },
};

/** Answers the live records with the next of `answers` (the last one again after), the status always. */
function serve(...answers: { status: number; body: unknown }[]): string[] {
  const paths: string[] = [];
  vi.stubGlobal('fetch', async (input: URL | string) => {
    const path = new URL(String(input)).pathname;
    if (path === '/api/live-status/') return Response.json(STATUS);
    paths.push(path);
    const answer = answers[Math.min(paths.length, answers.length) - 1];
    return Response.json(answer?.body, { status: answer?.status ?? 500 });
  });
  return paths;
}
const renderLive = () => renderPage('/dashboard/live-candle', LiveCandlePage);

describe('the Live Candle page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads the records into candle cards with the spec texts, the status and the bottom bar', async () => {
    serve({ status: 200, body: RECORDS });
    renderLive();
    expect(screen.getByText('Loading live market data...')).toBeTruthy();
    await screen.findByRole('article', { name: 'AAA' });
    expect(screen.getByRole('heading', { level: 1, name: 'Live Candlestick Charts' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Search symbols...')).toBeTruthy();
    expect(screen.getByText('Showing 3 of 3 candlesticks')).toBeTruthy();
    expect(screen.getByText('2025-06-29 12:31:00', { selector: 'time' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Auto-refresh ON' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Candle View' }).getAttribute('aria-pressed')).toBe('true');
    const aaa = screen.getByRole('article', { name: 'AAA' });
    expect(within(aaa).getByText('+3.00%')).toBeTruthy();
    // The card's Vol box abbreviates: 250,000 reads 250.0K; the popup keeps the whole count.
    expect(within(aaa).getByText('250.0K')).toBeTruthy();
    expect(within(aaa).getByRole('link', { name: 'AAA' }).getAttribute('href')).toBe('/dashboard/stock/AAA');
    expect(within(screen.getByRole('article', { name: 'BBB' })).getByText('-2.00%')).toBeTruthy();
    const bar = screen.getByRole('region', { name: 'Market breadth' });
    expect(bar.textContent).toBe('Gainers: 1Losers: 1Total Stocks: 3');
    await screen.findByText('Market open');
    expect(screen.getByText(/NEPSE 2,712.50/).textContent).toBe('NEPSE 2,712.50 +12.25 (+0.45%)');
  });

  it('selects a card to show its popup and deselects it on a second click', async () => {
    serve({ status: 200, body: RECORDS });
    renderLive();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Select AAA' }));
    const popup = screen.getByRole('region', { name: 'AAA details' });
    // Range % = (104 - 99) / 100.
    expect(popup.textContent).toBe('Open100.00High104.00Low99.00Close103.00Volume250,000Range %5.00%');
    await user.click(screen.getByRole('button', { name: 'Deselect AAA' }));
    expect(screen.queryByRole('region', { name: 'AAA details' })).toBeNull();
  });

  it('shows the table by Change (%) down, searches, and says when nothing matches', async () => {
    serve({ status: 200, body: RECORDS });
    renderLive();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Table View' }));
    const rows = screen.getAllByRole('row');
    expect(rows.slice(1).map((r) => cellsOf(r)[0])).toEqual(['AAA', 'CCC', 'BBB']);
    expect(cellsOf(rows[1] as HTMLElement)).toEqual([
      'AAA',
      '100.00',
      '104.00',
      '99.00',
      '103.00',
      '3.00',
      '3.00%',
      '250,000',
    ]);
    await user.type(screen.getByPlaceholderText('Search symbols...'), 'zz');
    expect(screen.getByText('No stocks found.')).toBeTruthy();
    expect(screen.getByText('Showing 0 of 0 candlesticks')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Candle View' }));
    expect(screen.getByText('No candlestick data available')).toBeTruthy();
    expect(screen.getByText('Try refreshing or adjusting your filters')).toBeTruthy();
  });

  it('keeps the data under a red box when a refresh fails, and clears the box on the next success', async () => {
    const paths = serve(
      { status: 200, body: RECORDS },
      { status: 500, body: {} },
      { status: 200, body: RECORDS.slice(0, 1) },
    );
    renderLive();
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'AAA' });
    await user.click(screen.getByRole('button', { name: 'Auto-refresh ON' }));
    expect(screen.getByRole('button', { name: 'Auto-refresh OFF' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch live NEPSE data');
    expect(screen.getByRole('article', { name: 'BBB' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Refresh' }).hasAttribute('disabled')).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByText('Showing 1 of 1 candlesticks')).toBeTruthy();
    expect(paths).toHaveLength(3);
  });

  it('refuses an answer that is not an array', async () => {
    serve({ status: 200, body: { symbol: 'AAA' } });
    renderLive();
    expect((await screen.findByRole('alert')).textContent).toContain('cannot read');
    expect(screen.queryByText(/Showing/)).toBeNull();
  });
});
