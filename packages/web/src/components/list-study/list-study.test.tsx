import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListStudy } from './list-study';

const stats = (count: number, mean: number | null, median: number | null, hitRate: number | null) => ({
  count,
  mean,
  median,
  hitRate,
});

const STUDY = {
  list: 'Volume Shockers',
  from: '2018-02-18',
  to: '2026-11-23',
  costs: 'off',
  events: 1234,
  eventSessions: 800,
  sessions: 2000,
  resamples: 2000,
  horizons: [
    {
      h: 1,
      ...stats(1200, 0.5, 0.2, 51.5),
      ciLow: 0.3,
      ciHigh: 0.7,
      sampled: 1200,
      base: stats(90_000, 0.1, 0, 48),
      excess: 0.4,
      nonOverlapping: stats(1000, 0.45, 0.1, 50.5),
    },
    {
      h: 5,
      ...stats(1150, 1.234, 0.8, 54.2),
      ciLow: 0.9,
      ciHigh: 1.6,
      sampled: 1150,
      base: stats(88_000, 0.31, 0.1, 49),
      excess: 0.924,
      nonOverlapping: stats(600, 1.1, 0.7, 53),
    },
  ],
  years: [
    {
      year: 2018,
      horizons: [
        { h: 1, ...stats(100, 0.2, 0.1, 50) },
        { h: 5, ...stats(95, -0.5, -0.2, 45) },
      ],
    },
    {
      year: 2019,
      horizons: [
        { h: 1, ...stats(110, 0.6, 0.3, 52) },
        { h: 5, ...stats(105, 1.5, 1, 56) },
      ],
    },
  ],
  caveats: ['Windows overlap.', 'Delisted stocks are absent.'],
};

function answerWith(...answers: { status: number; body: unknown }[]) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: URL | string, init?: RequestInit) => {
    calls.push({ path: new URL(String(input)).pathname, body: JSON.parse(String(init?.body)) });
    const answer = answers[Math.min(calls.length, answers.length) - 1];
    return new Response(JSON.stringify(answer?.body), { status: answer?.status ?? 500 });
  });
  return calls;
}

function renderStudy() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ListStudy list={{ screen: 'volume-shockers' }} csvName="volume-shockers" />
    </QueryClientProvider>,
  );
}

describe('How this list has done', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks nothing until shown, then the study of its list: sentence, chart, table, years, caveats', async () => {
    const calls = answerWith({ status: 200, body: STUDY });
    renderStudy();
    const section = screen.getByRole('region', { name: 'How this list has done' });
    expect(calls).toEqual([]);
    await userEvent.click(within(section).getByRole('button', { name: 'Show how this list has done' }));
    expect(
      await within(section).findByText(
        'Since 2018, stocks on this list rose 1.2 % on average over the next 5 sessions, against 0.3 % for all stocks; 54 % of them rose.',
      ),
    ).toBeTruthy();
    expect(calls).toEqual([{ path: '/api/event-study', body: { screen: 'volume-shockers' } }]);
    expect(within(section).getByRole('img', { name: /Mean return by horizon/ })).toBeTruthy();
    const [byHorizon, byYear] = within(section).getAllByRole('table');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    const horizonRows = within(byHorizon!).getAllByRole('row');
    expect(cells(horizonRows[2]!)).toEqual([
      '5 sessions',
      '1,150',
      '1.23%',
      '0.80%',
      '54.20%',
      '0.90% to 1.60%',
      '0.31%',
      '0.92%',
      '600',
      '1.10%',
      '53.00%',
    ]);
    expect(cells(within(byYear!).getAllByRole('row')[1]!)).toEqual([
      '2018',
      '0.20%, 50.00% (100)',
      '-0.50%, 45.00% (95)',
    ]);
    expect(within(section).getByText('Windows overlap.')).toBeTruthy();
    expect(
      within(section).getByText(/1,234 events .* on 800 of 2,000 sessions from 2018-02-18 to 2026-11-23/),
    ).toBeTruthy();
  });

  it('shows a failure with Try Again, which asks again', async () => {
    const calls = answerWith(
      { status: 400, body: { error: 'Screen (screen): unknown screen "x"' } },
      { status: 200, body: STUDY },
    );
    renderStudy();
    await userEvent.click(screen.getByRole('button', { name: 'Show how this list has done' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Screen (screen): unknown screen "x"')).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await screen.findAllByRole('table');
    expect(calls).toHaveLength(2);
  });
});
