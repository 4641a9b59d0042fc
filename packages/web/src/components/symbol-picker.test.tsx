import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SymbolPicker } from './symbol-picker';

/** An owner that keeps the symbol, and records at each of its commits what the box reads beside it. */
function Owner({ initial, seen }: { initial: string; seen: [string, string][] }) {
  const [symbol, setSymbol] = useState(initial);
  useLayoutEffect(() => {
    seen.push([symbol, (screen.getByRole('combobox') as HTMLInputElement).value]);
  });
  return (
    <>
      <SymbolPicker value={symbol} onPick={setSymbol} onClear={() => setSymbol('')} />
      <button type="button" onClick={() => setSymbol('')}>
        Clear
      </button>
    </>
  );
}

function renderOwner(initial: string) {
  const seen: [string, string][] = [];
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Owner initial={initial} seen={seen} />
    </QueryClientProvider>,
  );
  return seen;
}

const box = () => screen.getByRole('combobox') as HTMLInputElement;

describe('SymbolPicker', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ data: [{ symbol: 'NABIL', name: 'Nabil Bank Limited', id: 131, nepseId: 131 }] }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the owner's new symbol in the same commit, never the old text beside the new screen", () => {
    const seen = renderOwner('NABIL');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(box().value).toBe('');
    expect(seen).toEqual([
      ['NABIL', 'NABIL'],
      ['', ''],
    ]);
  });

  it('keeps what is typed until Enter, then picks it upper-cased; Enter on a blank box clears', () => {
    const seen = renderOwner('');
    fireEvent.change(box(), { target: { value: 'nica' } });
    expect(box().value.toUpperCase()).toBe('NICA');
    expect(seen.at(-1)?.[0]).toBe('');
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(seen.at(-1)).toEqual(['NICA', 'NICA']);
    fireEvent.change(box(), { target: { value: '   ' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(seen.at(-1)).toEqual(['', '']);
  });
});
