import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catchDownloads } from '../../../test-support/downloads';
import { COLUMNS, ROWS, type TestRow } from '../../../test-support/list-rows';
import type { ScreenAnswer } from '../../lib/screen-answer';
import { ListScreen, type ListScreenProps } from './list-screen';

type Query = ListScreenProps<TestRow>['query'];

const ANSWER: ScreenAnswer<TestRow> = {
  rows: ROWS,
  dataDate: '2026-11-23',
  expectedDate: '2026-11-23',
};

function loaded(answer: ScreenAnswer<TestRow> = ANSWER): Query {
  return { data: answer, error: null, isFetching: false, refetch: vi.fn() } as unknown as Query;
}

function Location() {
  const { search } = useLocation();
  return <p data-testid="address">{search}</p>;
}

function renderScreen(query: Query, address = '/list') {
  const router = createMemoryRouter(
    [
      {
        path: '/list',
        element: (
          <>
            <ListScreen
              title="Test List"
              note="Stocks for the test"
              method="How the test list is made."
              query={query}
              columns={COLUMNS}
              defaultSort={[{ id: 'change', desc: true }]}
              csvName="test-list"
              loadingMessage="Loading the test list..."
            />
            <Location />
          </>
        ),
      },
    ],
    { initialEntries: [address] },
  );
  render(<RouterProvider router={router} />);
}

const symbols = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
const address = () => new URLSearchParams(screen.getByTestId('address').textContent ?? '');
const headerButton = (name: string) =>
  within(screen.getByRole('columnheader', { name: new RegExp(`^${name}`) })).getByRole('button');

describe('ListScreen', () => {
  afterEach(() => vi.clearAllMocks());

  it('shows the header, the date, the count and the rows in the default sort, formatted', () => {
    renderScreen(loaded());
    expect(screen.getByRole('heading', { level: 1, name: 'Test List' })).toBeTruthy();
    expect(screen.getByText('Stocks for the test')).toBeTruthy();
    expect(screen.getByText('2026-11-23').closest('span')?.textContent).toBe('Data of 2026-11-23');
    expect(screen.getByText('How the test list is made.')).toBeTruthy();
    expect(
      screen.getByText(/listed equities only, no mutual funds, debentures or promoter shares/),
    ).toBeTruthy();
    expect(screen.queryByText('Demo data')).toBeNull();
    expect(screen.queryByText(/Stale data/)).toBeNull();
    expect(screen.getByText('4 stocks')).toBeTruthy();
    expect(screen.getByPlaceholderText('Search by symbol...')).toBeTruthy();
    expect(symbols()).toEqual(['AHPC', 'NABIL', 'UPPER', 'SANIMA']);
    const upper = within(screen.getByRole('row', { name: /UPPER/ })).getAllByRole('cell');
    expect(upper.map((c) => c.textContent)).toEqual(['UPPER', '150.46%', '2,000,000', '180.13']);
  });

  it('warns with both dates when the data is stale', () => {
    renderScreen(loaded({ ...ANSWER, dataDate: '2026-11-18' }));
    expect(screen.getByText(/Stale data/).closest('p')?.textContent).toBe(
      'Stale data. Data is from 2026-11-18; the last session was expected on 2026-11-23.',
    );
  });

  it('searches by symbol in any case and keeps the search in the address', async () => {
    renderScreen(loaded());
    await userEvent.type(screen.getByPlaceholderText('Search by symbol...'), 'ap');
    expect(symbols()).toEqual(['No stocks found.']);
    expect(screen.getByText('0 stocks')).toBeTruthy();
    await userEvent.clear(screen.getByPlaceholderText('Search by symbol...'));
    await userEvent.type(screen.getByPlaceholderText('Search by symbol...'), 'p');
    expect(symbols()).toEqual(['AHPC', 'UPPER']);
    expect(screen.getByText('2 stocks')).toBeTruthy();
    expect(address().get('q')).toBe('p');
  });

  it('filters by sector from the spec list, all sectors by default', async () => {
    renderScreen(loaded());
    const sector = screen.getByRole('combobox', { name: 'Sector' });
    const options = within(sector)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options[0]).toBe('All sectors');
    expect(options).toContain('Hydro Power');
    expect(options).not.toContain('NEPSE');
    expect(options).not.toContain('Select a Sector');
    await userEvent.selectOptions(sector, 'Hydro Power');
    expect(symbols()).toEqual(['AHPC', 'UPPER']);
    expect(address().get('sector')).toBe('Hydro Power');
  });

  it('sorts by header clicks (shift for several columns) and keeps the sort in the address', async () => {
    renderScreen(loaded());
    await userEvent.click(headerButton('Symbol'));
    expect(symbols()).toEqual(['AHPC', 'NABIL', 'SANIMA', 'UPPER']);
    expect(address().getAll('sort')).toEqual(['symbol']);
    await userEvent.click(headerButton('Volume Increase'));
    expect(address().getAll('sort')).toEqual(['change']);
    await userEvent.click(headerButton('Volume Increase'));
    // Back at the screen's default sort, which the address leaves out.
    expect(address().has('sort')).toBe(false);
    const user = userEvent.setup();
    await user.keyboard('{Shift>}');
    await user.click(headerButton('Symbol'));
    await user.click(headerButton('Symbol'));
    await user.keyboard('{/Shift}');
    expect(address().getAll('sort')).toEqual(['-change', '-symbol']);
    expect(symbols()).toEqual(['AHPC', 'UPPER', 'NABIL', 'SANIMA']);
  });

  it('restores search, sector and sort from the address', () => {
    renderScreen(loaded(), '/list?q=p&sector=Hydro+Power&sort=price');
    expect(screen.getByPlaceholderText('Search by symbol...')).toHaveProperty('value', 'p');
    expect(screen.getByRole('combobox', { name: 'Sector' })).toHaveProperty('value', 'Hydro Power');
    expect(symbols()).toEqual(['UPPER', 'AHPC']);
    expect(screen.getByRole('columnheader', { name: /^LTP/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('downloads the rows shown as CSV, in the order shown', async () => {
    const downloads = catchDownloads();
    renderScreen(loaded(), '/list?sector=Hydro+Power&sort=-volume');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await downloads()).toEqual([
      {
        name: 'test-list-2026-11-23.csv',
        text: "Symbol,Volume Increase (%),Today's Volume,LTP\r\nUPPER,150.46,2000000,180.13\r\nAHPC,320.00,8500,250.00\r\n",
      },
    ]);
  });

  it('shows the loading state while the first answer is on its way', () => {
    renderScreen({ data: undefined, error: null, isFetching: true, refetch: vi.fn() } as unknown as Query);
    expect(screen.getByRole('status').textContent).toBe('Loading the test list...');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the error with "Try Again", which fetches again', async () => {
    const refetch = vi.fn();
    renderScreen({
      data: undefined,
      error: new Error('Boom'),
      isFetching: false,
      refetch,
    } as unknown as Query);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Boom')).toBeTruthy();
    await act(() => userEvent.click(within(alert).getByRole('button', { name: 'Try Again' })));
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
