import { render, screen } from '@testing-library/react';
import { ToastContainer } from 'react-toastify/unstyled';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTestAppConfig } from '../../test-support/app-config';
import { fetchStockList, STOCK_LIST_FAILED_MESSAGE, validStockEntries } from './stock-list';

const NABIL = { symbol: 'NABIL', name: 'Nabil Bank Limited', id: 131, nepseId: 131, turnover: 301e6 };

describe('validStockEntries', () => {
  it('keeps only entries with a real symbol and both ids', () => {
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
  afterEach(() => {
    vi.unstubAllGlobals();
    setTestAppConfig(undefined);
  });

  /** Records the address and options of each call, answering with `body`. */
  function answerWith(body: unknown, status = 200) {
    const calls: { url: URL; init: RequestInit | undefined }[] = [];
    vi.stubGlobal('fetch', async (input: URL | string, init?: RequestInit) => {
      calls.push({ url: new URL(String(input)), init });
      return Response.json(body, { status });
    });
    return calls;
  }

  it('asks the data service without an access key and filters the list', async () => {
    localStorage.setItem('accessKey', 'k');
    setTestAppConfig({ dataServiceUrl: 'https://data.example.com/' });
    // A data service that leaves the turnover out gets 0 (prefixes then rank by symbol alone).
    const nica = { symbol: 'NICA', name: 'NIC Asia Bank', id: 2, nepseId: 139 };
    const calls = answerWith({ data: [NABIL, { symbol: 'undefined', name: 'x', id: 1, nepseId: 1 }, nica] });
    await expect(fetchStockList()).resolves.toEqual([NABIL, { ...nica, turnover: 0 }]);
    expect(calls.map((c) => c.url.href)).toEqual(['https://data.example.com/data/api/v1/security/all/mini']);
    expect(calls[0]?.init?.method).toBe('GET');
  });

  it("asks the page's own origin when no data service is configured", async () => {
    const calls = answerWith({ data: [] });
    await expect(fetchStockList()).resolves.toEqual([]);
    expect(calls[0]?.url.href).toBe(`${window.location.origin}/data/api/v1/security/all/mini`);
  });

  it('on failure shows "Failed to fetch stock list.", whatever the answer says, and fails', async () => {
    render(<ToastContainer />);
    answerWith({ error: 'down' }, 503);
    await expect(fetchStockList()).rejects.toThrow(STOCK_LIST_FAILED_MESSAGE);
    expect(await screen.findByText('Failed to fetch stock list.')).toBeTruthy();
    expect(screen.queryByText('down')).toBeNull();
  });

  it('fails on an answer without a data list', async () => {
    answerWith({ stocks: [] });
    await expect(fetchStockList()).rejects.toThrow(STOCK_LIST_FAILED_MESSAGE);
  });
});
