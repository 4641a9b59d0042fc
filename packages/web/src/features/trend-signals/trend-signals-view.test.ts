import { describe, expect, it } from 'vitest';
import { trendSignalsViewFrom, withTrendSignalsView } from './trend-signals-view';

describe('the Trend Signals view in the address', () => {
  it('reads the search and the filter, an unknown filter or none being All', () => {
    expect(trendSignalsViewFrom(new URLSearchParams('q=nab&filter=negative'))).toEqual({
      search: 'nab',
      filter: 'negative',
    });
    expect(trendSignalsViewFrom(new URLSearchParams('filter=up'))).toEqual({ search: '', filter: 'all' });
    expect(trendSignalsViewFrom(new URLSearchParams())).toEqual({ search: '', filter: 'all' });
  });

  it('writes them in, leaving out the defaults and keeping other parameters', () => {
    const params = new URLSearchParams('accesskey=k&q=old&filter=positive');
    expect(withTrendSignalsView(params, { search: 'SAN', filter: 'negative' }).toString()).toBe(
      'accesskey=k&q=SAN&filter=negative',
    );
    expect(withTrendSignalsView(params, { search: '', filter: 'all' }).toString()).toBe('accesskey=k');
  });
});
