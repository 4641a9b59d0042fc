import { createColumnHelper } from '@tanstack/react-table';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table';

interface Stock {
  symbol: string;
  sector: string;
  ltp: number;
}

const STOCKS: Stock[] = [
  { symbol: 'NABIL', sector: 'Bank', ltp: 500 },
  { symbol: 'AHPC', sector: 'Hydro', ltp: 250 },
  { symbol: 'UPPER', sector: 'Hydro', ltp: 180 },
  { symbol: 'ADBL', sector: 'Bank', ltp: 300 },
];

const column = createColumnHelper<Stock>();
const COLUMNS = [
  column.accessor('symbol', { header: 'Symbol' }),
  column.accessor('sector', { header: 'Sector' }),
  column.accessor('ltp', { header: 'LTP (Rs)', cell: (info) => info.getValue().toFixed(2) }),
];

const symbols = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
const sortOf = (name: string) => header(name).getAttribute('aria-sort');

describe('DataTable', () => {
  it('starts in the caller’s default sort and formats cells', () => {
    render(<DataTable data={STOCKS} columns={COLUMNS} defaultSort={[{ id: 'ltp', desc: true }]} />);
    expect(symbols()).toEqual(['NABIL', 'ADBL', 'AHPC', 'UPPER']);
    expect(sortOf('LTP')).toBe('descending');
    expect(sortOf('Symbol')).toBe('none');
    expect(screen.getByRole('cell', { name: '500.00' })).toBeTruthy();
  });

  it('cycles a header click through up, down and unsorted', async () => {
    render(<DataTable data={STOCKS} columns={COLUMNS} />);
    const original = ['NABIL', 'AHPC', 'UPPER', 'ADBL'];
    expect(symbols()).toEqual(original);
    const button = within(header('Symbol')).getByRole('button');
    await userEvent.click(button);
    expect(sortOf('Symbol')).toBe('ascending');
    expect(symbols()).toEqual(['ADBL', 'AHPC', 'NABIL', 'UPPER']);
    expect(header('Symbol').querySelector('[data-sort]')?.getAttribute('data-sort')).toBe('asc');
    await userEvent.click(button);
    expect(sortOf('Symbol')).toBe('descending');
    expect(symbols()).toEqual(['UPPER', 'NABIL', 'AHPC', 'ADBL']);
    await userEvent.click(button);
    expect(sortOf('Symbol')).toBe('none');
    expect(symbols()).toEqual(original);
  });

  it('sorts numbers by value, up first', async () => {
    render(<DataTable data={STOCKS} columns={COLUMNS} />);
    await userEvent.click(within(header('LTP')).getByRole('button'));
    expect(symbols()).toEqual(['UPPER', 'AHPC', 'ADBL', 'NABIL']);
  });

  it('a plain click replaces the sort, a shift-click adds a column to it', async () => {
    const user = userEvent.setup();
    render(<DataTable data={STOCKS} columns={COLUMNS} defaultSort={[{ id: 'symbol', desc: false }]} />);
    await user.click(within(header('Sector')).getByRole('button'));
    expect(sortOf('Symbol')).toBe('none');
    expect(sortOf('Sector')).toBe('ascending');
    await user.keyboard('{Shift>}');
    await user.click(within(header('LTP')).getByRole('button'));
    await user.click(within(header('LTP')).getByRole('button'));
    await user.keyboard('{/Shift}');
    expect(sortOf('Sector')).toBe('ascending');
    expect(sortOf('LTP')).toBe('descending');
    expect(symbols()).toEqual(['NABIL', 'ADBL', 'AHPC', 'UPPER']);
    expect(within(header('LTP')).getByText('2')).toBeTruthy();
  });

  it('shows a sort its caller keeps without reordering the rows, and reports header clicks', async () => {
    const changes: unknown[] = [];
    render(
      <DataTable
        data={STOCKS}
        columns={COLUMNS}
        sorting={[{ id: 'ltp', desc: true }]}
        onSortingChange={(sorting) => changes.push(sorting)}
      />,
    );
    expect(sortOf('LTP')).toBe('descending');
    expect(symbols()).toEqual(['NABIL', 'AHPC', 'UPPER', 'ADBL']);
    await userEvent.click(within(header('LTP')).getByRole('button'));
    expect(changes).toEqual([[]]);
    expect(sortOf('LTP')).toBe('descending');
  });

  it('shows its empty message', () => {
    render(<DataTable data={[]} columns={COLUMNS} emptyMessage="No stocks found." />);
    expect(screen.getByRole('cell', { name: 'No stocks found.' })).toBeTruthy();
  });
});
