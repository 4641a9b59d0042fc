import { render, screen, waitFor } from '@testing-library/react';
import { ToastContainer } from 'react-toastify/unstyled';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ACCESS_KEY_STORAGE_KEY } from './access-key';
import { apiGet, apiPost, bodyWithAccessKey } from './api-client';
import { ApiError, DEFAULT_ERROR_MESSAGE, errorMessageOf, MALFORMED_ANSWER_MESSAGE } from './api-error';

interface Call {
  url: URL;
  init: RequestInit | undefined;
}

/** A recording stand-in for the network: answers each call with the given status and body. */
function answerWith(status: number, body: unknown) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: URL | string, init?: RequestInit) => {
    calls.push({ url: new URL(String(input)), init });
    return new Response(body === undefined ? '' : JSON.stringify(body), { status });
  });
  return calls;
}

describe('bodyWithAccessKey', () => {
  it('adds the key to an object body, and parses a string body first', () => {
    expect(bodyWithAccessKey({ a: 1 }, 'k1')).toEqual({ a: 1, accesskey: 'k1' });
    expect(bodyWithAccessKey('{"stockSymbol":"NABIL"}', 'k1')).toEqual({
      stockSymbol: 'NABIL',
      accesskey: 'k1',
    });
  });

  it('leaves the body alone without a key, or when it is not an object', () => {
    expect(bodyWithAccessKey({ a: 1 }, undefined)).toEqual({ a: 1 });
    expect(bodyWithAccessKey('[1,2]', 'k')).toEqual([1, 2]);
    expect(bodyWithAccessKey('not json', 'k')).toBe('not json');
  });
});

describe('errorMessageOf', () => {
  it("is the answer's error field, else the default message", () => {
    expect(errorMessageOf({ error: 'Symbol XYZ is not listed' })).toBe('Symbol XYZ is not listed');
    expect(errorMessageOf({ error: '' })).toBe(DEFAULT_ERROR_MESSAGE);
    expect(errorMessageOf({ message: 'nope' })).toBe(DEFAULT_ERROR_MESSAGE);
    expect(errorMessageOf('text')).toBe(DEFAULT_ERROR_MESSAGE);
    expect(errorMessageOf(undefined)).toBe('An error occurred.');
  });
});

describe('the shared client', () => {
  beforeEach(() => render(<ToastContainer />));
  afterEach(() => vi.unstubAllGlobals());

  it('adds the stored access key to the query of a GET', async () => {
    localStorage.setItem(ACCESS_KEY_STORAGE_KEY, 'secret-1');
    const calls = answerWith(200, [{ symbol: 'NABIL' }]);
    const answer = await apiGet('/api/trend-signals/', { query: { symbol: 'NABIL', none: undefined } });
    expect(answer).toEqual([{ symbol: 'NABIL' }]);
    expect(calls[0]?.url.pathname).toBe('/api/trend-signals/');
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toEqual({
      symbol: 'NABIL',
      accesskey: 'secret-1',
    });
  });

  it('sends no access key when none is stored', async () => {
    const calls = answerWith(200, {});
    await apiPost('/api/backtest/', { stockSymbol: 'NABIL' });
    expect(calls[0]?.url.searchParams.has('accesskey')).toBe(false);
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ stockSymbol: 'NABIL' });
  });

  it('adds the key to the query and to the body of a POST, parsing a string body', async () => {
    localStorage.setItem(ACCESS_KEY_STORAGE_KEY, 'k2');
    const calls = answerWith(200, []);
    await apiPost('/api/backtest/', JSON.stringify({ stockSymbol: 'NABIL', sector: '0' }));
    expect(calls[0]?.init?.method).toBe('POST');
    expect(calls[0]?.url.searchParams.get('accesskey')).toBe('k2');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      stockSymbol: 'NABIL',
      sector: '0',
      accesskey: 'k2',
    });
  });

  it("fails with the answer's error and shows it in a toast", async () => {
    answerWith(500, { error: 'The market data is reloading' });
    const call = apiGet('/api/volatile-stocks/');
    await expect(call).rejects.toThrow(new ApiError('The market data is reloading', 500));
    await expect(call).rejects.toMatchObject({ status: 500 });
    expect(await screen.findByText('The market data is reloading')).toBeTruthy();
  });

  it('fails with "An error occurred." when the answer names no error', async () => {
    answerWith(502, undefined);
    await expect(apiGet('/api/volatile-stocks/')).rejects.toThrow('An error occurred.');
    expect(await screen.findByText('An error occurred.')).toBeTruthy();
  });

  it("uses the call's own fallback message when the answer or the network names no error", async () => {
    const fallbackMessage = 'Failed to fetch backtest results.';
    answerWith(500, { detail: 'no error field' });
    await expect(apiPost('/api/backtest/', {}, { fallbackMessage })).rejects.toThrow(fallbackMessage);
    expect(await screen.findByText(fallbackMessage)).toBeTruthy();
    answerWith(400, { error: 'from is not a date: "x"' });
    await expect(apiPost('/api/backtest/', {}, { fallbackMessage })).rejects.toThrow(
      'from is not a date: "x"',
    );
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiPost('/api/backtest/', {}, { fallbackMessage })).rejects.toMatchObject({
      message: fallbackMessage,
      status: undefined,
    });
  });

  it('fails when the network does', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiGet('/api/volatile-stocks/')).rejects.toMatchObject({
      message: DEFAULT_ERROR_MESSAGE,
      status: undefined,
    });
  });

  it('validates the answer with the given schema', async () => {
    const schema = z.array(z.object({ symbol: z.string() }));
    answerWith(200, [{ symbol: 'NABIL' }]);
    await expect(apiGet('/x', { schema })).resolves.toEqual([{ symbol: 'NABIL' }]);
    answerWith(200, [{ symbol: 7 }]);
    await expect(apiGet('/x', { schema })).rejects.toThrow(MALFORMED_ANSWER_MESSAGE);
  });

  it('asks another service under its base address, without the access key when told so', async () => {
    localStorage.setItem(ACCESS_KEY_STORAGE_KEY, 'k3');
    const calls = answerWith(200, {});
    await apiGet('/api/v1/x', {
      baseUrl: 'https://data.example.com/data',
      withAccessKey: false,
      query: { a: 1 },
    });
    await apiPost('/p', { a: 1 }, { baseUrl: '/svc', withAccessKey: false });
    expect(calls[0]?.url.href).toBe('https://data.example.com/data/api/v1/x?a=1');
    expect(calls[1]?.url.href).toBe(`${window.location.origin}/svc/p`);
    expect(JSON.parse(String(calls[1]?.init?.body))).toEqual({ a: 1 });
  });

  it("shows a call's own failure message whatever the answer says", async () => {
    const failureMessage = 'Failed to fetch stock list.';
    answerWith(500, { error: 'The market data is reloading' });
    await expect(apiGet('/x', { failureMessage })).rejects.toMatchObject({
      message: failureMessage,
      status: 500,
    });
    answerWith(200, [{ symbol: 7 }]);
    const schema = z.array(z.object({ symbol: z.string() }));
    await expect(apiGet('/x', { schema, failureMessage })).rejects.toThrow(failureMessage);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiGet('/x', { failureMessage })).rejects.toThrow(failureMessage);
    await waitFor(() => expect(screen.getAllByText(failureMessage)).toHaveLength(3));
    expect(screen.queryByText('The market data is reloading')).toBeNull();
  });

  it('fails a silent call without a toast', async () => {
    answerWith(503, { error: 'Registration is closed' });
    await expect(apiPost('/playstats/apps/', { a: 1 }, { silent: true })).rejects.toMatchObject({
      message: 'Registration is closed',
      status: 503,
    });
    // A loud failure after it: once its toast shows, the silent one would have shown before it.
    answerWith(500, { error: 'Loud failure' });
    await expect(apiGet('/x')).rejects.toThrow('Loud failure');
    await screen.findByText('Loud failure');
    expect(screen.queryByText('Registration is closed')).toBeNull();
  });
});
