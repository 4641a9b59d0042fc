import { Counter, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { CountedPlaySource } from './counted-play-source';
import { type PlaySource, UpstreamError } from './play-source';

/** A source whose search fails and which knows no app. */
const failingSearch: PlaySource = {
  provenance: 'live',
  search: () => Promise.reject(new UpstreamError('Google Play answered HTTP 503')),
  details: async () => null,
};

describe('CountedPlaySource', () => {
  it('counts failed calls by call, passes the error on, and does not count an unknown app', async () => {
    const failures = new Counter({
      name: 'f',
      help: 'f',
      labelNames: ['call'] as const,
      registers: [new Registry()],
    });
    const source = new CountedPlaySource(failingSearch, failures);
    expect(source.provenance).toBe('live');
    await expect(source.search('esewa')).rejects.toThrow('Google Play answered HTTP 503');
    await expect(source.search('esewa')).rejects.toBeInstanceOf(UpstreamError);
    expect(await source.details('com.example.none')).toBeNull();
    const counts = (await failures.get()).values.map((v) => [v.labels.call, v.value]);
    expect(counts).toEqual([['search', 2]]);
  });
});
