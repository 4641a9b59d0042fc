import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { MALFORMED_ANSWER_MESSAGE } from './api-error';
import { fetchScreen, isStale, screenAnswerOf } from './screen-answer';

const schema = z.array(z.object({ symbol: z.string() }));

function answerWith(status: number, body: unknown, headers: Record<string, string> = {}) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (input: URL | string) => {
    urls.push(String(input));
    return new Response(JSON.stringify(body), { status, headers });
  });
  return urls;
}

describe('a screen answer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is the checked rows with the data date, and the expected date from the headers', async () => {
    const urls = answerWith(200, [{ symbol: 'NABIL' }], {
      'x-data-date': '2026-11-20',
      'x-expected-date': '2026-11-23',
      'x-data-kind': 'demo',
    });
    const answer = await fetchScreen('/api/volume-shockers', schema, 'Failed.');
    expect(new URL(urls[0] ?? '').pathname).toBe('/api/volume-shockers');
    expect(answer).toEqual({
      rows: [{ symbol: 'NABIL' }],
      dataDate: '2026-11-20',
      expectedDate: '2026-11-23',
    });
    expect(isStale(answer)).toBe(true);
  });

  it('is not stale on the expected session, nor without the dates; odd dates are dropped', () => {
    const fresh = screenAnswerOf(
      [],
      new Headers({ 'x-data-date': '2026-11-23', 'x-expected-date': '2026-11-23' }),
    );
    expect(isStale(fresh)).toBe(false);
    const odd = screenAnswerOf([], new Headers({ 'x-data-date': 'yesterday', 'x-data-kind': 'imported' }));
    expect(odd).toEqual({ rows: [], dataDate: undefined, expectedDate: undefined });
    expect(isStale(odd)).toBe(false);
  });

  it("fails with the server's error, else the screen's fallback, else the malformed-answer message", async () => {
    answerWith(500, { error: 'Boom' });
    await expect(fetchScreen('/api/x', schema, 'Failed to fetch x.')).rejects.toThrow('Boom');
    answerWith(500, {});
    await expect(fetchScreen('/api/x', schema, 'Failed to fetch x.')).rejects.toThrow('Failed to fetch x.');
    answerWith(200, { rows: [] });
    await expect(fetchScreen('/api/x', schema, 'Failed to fetch x.')).rejects.toThrow(
      MALFORMED_ANSWER_MESSAGE,
    );
  });
});
