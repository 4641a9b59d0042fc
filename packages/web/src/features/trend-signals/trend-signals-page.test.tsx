import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith, renderPage } from '../../../test-support/page-kit';
import { TrendSignalsPage } from './trend-signals-page';

const PATH = '/dashboard/trend-signals';
const RECORDS = [
  {
    symbol: 'NABIL',
    positiveSignals: ['Close above SMA 20', 'Supertrend (10, 3) up'],
    negativeSignals: ['RSI 14 overbought (at or above 70)'],
    ltp: 512.3,
    sector: 'Commercial Bank',
  },
  {
    symbol: 'SANIMA',
    positiveSignals: [],
    negativeSignals: ['Close below SMA 200', 'SMA 50 below SMA 200'],
    ltp: 301,
    sector: 'Commercial Bank',
  },
];

const card = (symbol: string) => screen.getByRole('article', { name: symbol });
const cardSymbols = () =>
  screen.queryAllByRole('article').map((a) => within(a).getByRole('heading', { level: 2 }).textContent);

describe('the Trend Signals page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches the records once and shows a card per stock with its badge and both sections', async () => {
    const paths = answerWith({ status: 200, body: RECORDS });
    renderPage(PATH, TrendSignalsPage);
    expect(screen.getByText('Loading trend signals...')).toBeTruthy();
    await screen.findAllByRole('article');
    expect(paths).toEqual(['/api/trend-signals/']);
    expect(screen.getByRole('heading', { level: 1, name: 'Trend Signals' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Search stocks (e.g., NABIL, SANIMA)...')).toBeTruthy();
    expect(screen.getByText('2026-11-23', { selector: 'time' }).parentElement?.textContent).toBe(
      'Data of 2026-11-23',
    );
    expect(screen.getByText(/RSI 14 at or below 30 \(oversold, bullish\)/)).toBeTruthy();
    expect(cardSymbols()).toEqual(['NABIL', 'SANIMA']);
    const nabil = card('NABIL');
    expect(within(nabil).getByText('3 signals')).toBeTruthy();
    expect(within(nabil).getByText('LTP Rs 512.30')).toBeTruthy();
    const bullish = within(nabil).getByRole('region', { name: 'Bullish' });
    expect(within(bullish).getByRole('heading').textContent).toBe('Bullish2');
    expect(
      within(bullish)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Close above SMA 20', 'Supertrend (10, 3) up']);
    const bearish = within(nabil).getByRole('region', { name: 'Bearish' });
    expect(within(bearish).getByRole('heading').textContent).toBe('Bearish1');
    expect(within(card('SANIMA')).getByRole('region', { name: 'Bullish' }).textContent).toBe('Bullish0None');
    expect(within(nabil).getByRole('link', { name: 'NABIL' }).getAttribute('href')).toBe(
      '/dashboard/stock/NABIL',
    );
  });

  it('filters Positive and Negative by the spec rules, searches in any case, clears, and says when none is left', async () => {
    answerWith({ status: 200, body: RECORDS });
    renderPage(PATH, TrendSignalsPage);
    await screen.findAllByRole('article');
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Positive' }));
    expect(cardSymbols()).toEqual(['NABIL']);
    expect(within(card('NABIL')).queryByRole('region', { name: 'Bearish' })).toBeNull();
    expect(within(card('NABIL')).getByText('3 signals')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Negative' }));
    expect(cardSymbols()).toEqual(['NABIL', 'SANIMA']);
    expect(within(card('SANIMA')).queryByRole('region', { name: 'Bullish' })).toBeNull();

    const search = screen.getByPlaceholderText('Search stocks (e.g., NABIL, SANIMA)...');
    await userEvent.type(search, 'san');
    expect(cardSymbols()).toEqual(['SANIMA']);
    await userEvent.click(screen.getByRole('button', { name: 'Positive' }));
    expect(screen.getByText('No signals found for the selected filter')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect((search as HTMLInputElement).value).toBe('');
    expect(cardSymbols()).toEqual(['NABIL']);
  });

  it('shows "Failed to fetch level alerts." when the server names no error, and "Try Again" recovers', async () => {
    const paths = answerWith({ status: 500, body: {} }, { status: 200, body: RECORDS });
    renderPage(PATH, TrendSignalsPage);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch level alerts.')).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await screen.findAllByRole('article');
    expect(paths).toHaveLength(2);
  });
});
