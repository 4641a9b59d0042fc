import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cellsOf, headersOf } from '../../../test-support/page-kit';
import { SAVED_SCANS_KEY } from '../../lib/saved-scans';
import { ScannerPage } from './scanner-page';

interface Call {
  path: string;
  body: unknown;
}

const ANSWER = {
  date: '2026-11-23',
  stocks: [
    { symbol: 'UPPER', ltp: 180, change: 5, changePercent: 2.857, volume: 2_000_000, values: [3.25, 61.5] },
    { symbol: 'NABIL', ltp: 512.3, change: null, changePercent: null, volume: 120_000, values: [2.5, null] },
  ],
};

/** Answers each call in turn with the next answer (the last again after), recording the path and body asked. */
function answerWith(...answers: { status: number; body: unknown }[]): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: URL | string, init?: RequestInit) => {
    calls.push({
      path: new URL(String(input)).pathname,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const answer = answers[Math.min(calls.length, answers.length) - 1];
    return new Response(JSON.stringify(answer?.body), { status: answer?.status ?? 500 });
  });
  return calls;
}

function renderScanner(search = '') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/dashboard/scanner', Component: ScannerPage }], {
    initialEntries: [`/dashboard/scanner${search}`],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const addCondition = async (search: string, label: string) => {
  await userEvent.click(screen.getByRole('button', { name: 'Add condition' }));
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search conditions' }), search);
  await userEvent.click(screen.getByRole('button', { name: label }));
};

describe('the Scanner page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts empty and asks for a condition; Scan without one says so and asks nothing', async () => {
    const calls = answerWith({ status: 200, body: ANSWER });
    renderScanner();
    expect(screen.getByRole('heading', { level: 1, name: 'Scanner' })).toBeTruthy();
    expect(screen.getByText(/Add a condition to scan the market/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Scan' }));
    expect(screen.getByRole('alert').textContent).toBe('Add at least one condition to scan.');
    expect(calls).toEqual([]);
  });

  it('builds a scan from the searchable list, keeps it in the address, and shows the values as columns', async () => {
    const calls = answerWith({ status: 200, body: ANSWER });
    const router = renderScanner();
    await addCondition('volume', 'Volume ratio');
    const card = screen.getByRole('article', { name: 'Condition 1: Volume ratio' });
    await userEvent.clear(within(card).getByLabelText('Multiple'));
    await userEvent.type(within(card).getByLabelText('Multiple'), '3');
    expect(
      within(card).getByText(/at least 3 times the mean volume of the previous 7 sessions/),
    ).toBeTruthy();
    await addCondition('rsi', 'RSI');
    await userEvent.selectOptions(screen.getByLabelText('Match'), 'any');
    await userEvent.selectOptions(screen.getByLabelText('Sector'), 'Hydro Power');
    expect(router.state.location.search).toBe(
      '?condition=volume-ratio%28multiple%3D3%29&condition=RSI&match=any&sector=4',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Scan' }));
    await screen.findByRole('table');
    expect(calls).toEqual([
      {
        path: '/api/scan',
        body: {
          conditions: [
            { filter: 'volume-ratio', multiple: '3', sessions: '7' },
            {
              name: 'RSI',
              condition: '>',
              trigger: 'while',
              rsi_length: '14',
              rsi_value: '50',
              source: 'close',
            },
          ],
          match: 'any',
          sector: '4',
        },
      },
    ]);
    const rows = screen.getAllByRole('row');
    expect(headersOf(rows[0]!).map((h) => h.replace(/(sorted ascending|not sorted)$/, ''))).toEqual([
      'Symbol',
      'LTP',
      'CH',
      'CH %',
      'Volume',
      '1. Volume ratio',
      '2. RSI',
    ]);
    expect(cellsOf(rows[1]!)).toEqual(['NABIL', '512.30', '-', '-', '120,000', '2.50', '-']);
    expect(cellsOf(rows[2]!)).toEqual(['UPPER', '180.00', '5.00', '2.86%', '2,000,000', '3.25', '61.50']);
    expect(screen.getByText('2 stocks on').textContent).toContain('2026-11-23');
    const backtest = screen.getByRole('link', { name: 'Back-test this scan' }).getAttribute('href') ?? '';
    const params = new URL(backtest, 'http://localhost').searchParams;
    expect(params.getAll('buy')).toEqual([
      'volume-ratio(multiple=3,sessions=7)',
      'RSI(condition=%3E,trigger=while,rsi_length=14,rsi_value=50,source=close)',
    ]);
    expect([params.get('sector'), params.get('buyMatch')]).toEqual(['4', 'any']);
  });

  it('runs the scan an address holds on opening, and marks a bad field at the field without asking', async () => {
    const calls = answerWith({ status: 200, body: { date: '2025-06-01', stocks: [] } });
    renderScanner('?condition=price(min%3D100)&date=2025-06-01');
    expect(await screen.findByText('No stock matches this scan on 2025-06-01.')).toBeTruthy();
    expect(calls[0]?.body).toEqual({
      conditions: [{ filter: 'price', min: '100' }],
      match: 'all',
      sector: '0',
      date: '2025-06-01',
    });
    const card = screen.getByRole('article', { name: 'Condition 1: Price' });
    await userEvent.type(within(card).getByLabelText('Max price'), '50');
    expect(within(card).getByText('Max price must be at least Min price')).toBeTruthy();
    await userEvent.clear(within(card).getByLabelText('Min price'));
    await userEvent.type(within(card).getByLabelText('Min price'), 'abc');
    expect(within(card).getByText('Min price must be a number at least 0')).toBeTruthy();
    expect(within(card).getByText('Correct the marked field to read this condition.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Scan' }));
    expect(screen.getByRole('alert').textContent).toBe('Condition 1: Min price must be a number at least 0.');
    expect(calls).toHaveLength(1);
  });

  it("shows the server's refusal with Try Again", async () => {
    const calls = answerWith(
      { status: 400, body: { error: 'Condition 1 "Volume ratio": Multiple must be a number above 0' } },
      { status: 200, body: ANSWER },
    );
    renderScanner('?condition=volume-ratio');
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Condition 1 "Volume ratio": Multiple must be a number above 0'),
    ).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('table');
    expect(calls).toHaveLength(2);
  });

  it('saves a scan by name in the browser and reopens it', async () => {
    answerWith({ status: 200, body: ANSWER });
    const router = renderScanner('?condition=breakout');
    await userEvent.click(screen.getByRole('button', { name: 'Save scan' }));
    expect(screen.getByText('Scan name is required to save the scan.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Scan name'), 'My breakouts');
    await userEvent.click(screen.getByRole('button', { name: 'Save scan' }));
    expect(JSON.parse(localStorage.getItem(SAVED_SCANS_KEY) ?? '')).toEqual([
      { name: 'My breakouts', search: 'condition=breakout' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove condition 1 Breakout' }));
    expect(router.state.location.search).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Open My breakouts' }));
    expect(router.state.location.search).toBe('?condition=breakout');
    expect(screen.getByRole('article', { name: 'Condition 1: Breakout' })).toBeTruthy();
  });
});
