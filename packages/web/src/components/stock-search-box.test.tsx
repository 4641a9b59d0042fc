import type { StockListEntry } from '@nepse/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOSE_DELAY_MS, StockSearchBox } from './stock-search-box';

const STOCKS: StockListEntry[] = [
  { symbol: 'NABIL', name: 'Nabil Bank Limited', id: 1, nepseId: 131, turnover: 0 },
  { symbol: 'NICA', name: 'NIC Asia Bank Limited', id: 2, nepseId: 132, turnover: 0 },
  { symbol: 'UPPER', name: 'Upper Tamakoshi Hydropower Limited', id: 3, nepseId: 133, turnover: 0 },
  ...Array.from({ length: 15 }, (_, i) => ({
    symbol: `HYD${i}`,
    name: `Hydro Company ${i}`,
    id: 100 + i,
    nepseId: 200 + i,
    turnover: 0,
  })),
];

function Harness({
  isLoading = false,
  onPick = () => {},
}: {
  isLoading?: boolean;
  onPick?: (s: string) => void;
}) {
  const [symbol, setSymbol] = useState('');
  return (
    <>
      <StockSearchBox
        stocks={STOCKS}
        isLoading={isLoading}
        value={symbol}
        onChange={(s) => {
          setSymbol(s);
          onPick(s);
        }}
      />
      <output>{symbol}</output>
    </>
  );
}

const input = () => screen.getByRole('combobox') as HTMLInputElement;
const optionTexts = () => screen.queryAllByRole('option').map((o) => o.textContent);

describe('StockSearchBox', () => {
  afterEach(() => vi.useRealTimers());

  it('invites typing, then lists matches by symbol or name with full names, upper-casing the input', async () => {
    render(<Harness />);
    expect(input().placeholder).toBe('Search for stocks...');
    await userEvent.click(input());
    expect(screen.getByText('Start typing to search stocks...')).toBeTruthy();
    await userEvent.type(input(), 'bank');
    expect(input().value).toBe('BANK');
    expect(optionTexts()).toEqual(['NABILNabil Bank Limited', 'NICANIC Asia Bank Limited']);
  });

  it('lists at most 10 matches and says when nothing matches', async () => {
    render(<Harness />);
    await userEvent.type(input(), 'hyd');
    expect(screen.getAllByRole('option')).toHaveLength(10);
    await userEvent.clear(input());
    await userEvent.type(input(), 'zzz');
    expect(screen.getByText('No stocks found')).toBeTruthy();
  });

  it('says so while the list loads', async () => {
    render(<Harness isLoading />);
    await userEvent.type(input(), 'n');
    expect(screen.getByText('Loading stocks...')).toBeTruthy();
  });

  it('Enter picks the first match, or the trimmed typed text when nothing matches', async () => {
    const onPick = vi.fn();
    render(<Harness onPick={onPick} />);
    await userEvent.type(input(), 'tamakoshi{Enter}');
    expect(onPick).toHaveBeenLastCalledWith('UPPER');
    expect(input().value).toBe('UPPER');
    expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.clear(input());
    await userEvent.type(input(), '  xyz {Enter}');
    expect(onPick).toHaveBeenLastCalledWith('XYZ');
  });

  it('holds what it shows: each edit reaches its owner, so a retyped or emptied box leaves no stale pick', async () => {
    const onPick = vi.fn();
    render(<Harness onPick={onPick} />);
    await userEvent.type(input(), 'nabil{Enter}');
    expect(screen.getByRole('status').textContent).toBe('NABIL');
    await userEvent.clear(input());
    expect(onPick).toHaveBeenLastCalledWith('');
    await userEvent.type(input(), 'nica');
    expect(onPick).toHaveBeenLastCalledWith('NICA');
    expect(screen.getByRole('status').textContent).toBe('NICA');
  });

  it('picks a clicked match and moves through matches with the arrow keys', async () => {
    const onPick = vi.fn();
    render(<Harness onPick={onPick} />);
    await userEvent.type(input(), 'bank');
    await userEvent.click(screen.getByRole('option', { name: /NICA/ }));
    expect(onPick).toHaveBeenLastCalledWith('NICA');
    await userEvent.clear(input());
    await userEvent.type(input(), 'bank{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: /NICA/ }).getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(onPick).toHaveBeenLastCalledWith('NICA');
  });

  it('Escape closes the list', async () => {
    render(<Harness />);
    await userEvent.type(input(), 'nab');
    expect(screen.getByRole('listbox')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes 200 ms after losing focus, not before', () => {
    vi.useFakeTimers();
    render(<Harness />);
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: 'nab' } });
    expect(screen.getByRole('listbox')).toBeTruthy();
    fireEvent.blur(input());
    act(() => vi.advanceTimersByTime(CLOSE_DELAY_MS - 1));
    expect(screen.getByRole('listbox')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
