import { render, screen } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchStockList, STOCK_LIST_FAILED_MESSAGE, validStockEntries } from './stock-list';

const NABIL = { symbol: 'NABIL', name: 'Nabil Bank Limited', id: 131, nepseId: 131 };

describe('validStockEntries', () => {
  it('keeps only entries with a real symbol and both ids (spec section 5)', () => {
    const kept = validStockEntries([
      NABIL,
      { symbol: '', name: 'Empty', id: 1, nepseId: 1 },
      { symbol: '   ', name: 'Spaces', id: 2, nepseId: 2 },
      { symbol: 'undefined', name: 'Text undefined', id: 3, nepseId: 3 },
      { symbol: 'NOID', name: 'No id', nepseId: 4 },
      { symbol: 'NONEPSE', name: 'No nepseId', id: 5 },
      { symbol: 'NULLID', name: 'Null id', id: null, nepseId: 6 },
      null,
      'NICA',
      { symbol: 'NICA', name: 'NIC Asia Bank', id: 0, nepseId: 0 },
    ]);
    expect(kept.map((s) => s.symbol)).toEqual(['NABIL', 'NICA']);
  });
});

describe('fetchStockList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the data service without an access key and filters the list', async () => {
    localStorage.setItem('accessKey', 'k');
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      return Response.json({ data: [NABIL, { symbol: 'undefined', name: 'x', id: 1, nepseId: 1 }] });
    });
    await expect(fetchStockList()).resolves.toEqual([NABIL]);
    expect(urls).toEqual(['/data/api/v1/security/all/mini']);
  });

  it('on failure shows "Failed to fetch stock list." and fails', async () => {
    render(<ToastContainer />);
    vi.stubGlobal('fetch', async () => Response.json({ error: 'down' }, { status: 503 }));
    await expect(fetchStockList()).rejects.toThrow(STOCK_LIST_FAILED_MESSAGE);
    expect(await screen.findByText('Failed to fetch stock list.')).toBeTruthy();
  });

  it('fails on an answer without a data list', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ stocks: [] }));
    await expect(fetchStockList()).rejects.toThrow(STOCK_LIST_FAILED_MESSAGE);
  });
});
