import { describe, expect, it } from 'vitest';
import { listViewFrom, withListView } from './list-view';

const DEFAULT_SORT = [{ id: 'change', desc: true }];
const IDS = ['symbol', 'change', 'volume'];
const viewOf = (query: string) => listViewFrom(new URLSearchParams(query), DEFAULT_SORT, IDS);
const write = (view: Parameters<typeof withListView>[1], query = '') =>
  withListView(new URLSearchParams(query), view, DEFAULT_SORT).toString();

describe('the list view in the address', () => {
  it('is the defaults when the address names nothing', () => {
    expect(viewOf('')).toEqual({ search: '', sector: '', sorting: DEFAULT_SORT });
    expect(write({ search: '', sector: '', sorting: DEFAULT_SORT }, 'other=1')).toBe('other=1');
  });

  it('writes and reads back search, sector and a multi-column sort', () => {
    const view = {
      search: 'nab',
      sector: 'Hydro Power',
      sorting: [
        { id: 'volume', desc: true },
        { id: 'symbol', desc: false },
      ],
    };
    const query = write(view, 'other=1');
    expect(query).toBe('other=1&q=nab&sector=Hydro+Power&sort=-volume&sort=symbol');
    expect(viewOf(query)).toEqual(view);
  });

  it('keeps "no sort" apart from the default', () => {
    const query = write({ search: '', sector: '', sorting: [] });
    expect(query).toBe('sort=');
    expect(viewOf(query).sorting).toEqual([]);
  });

  it('ignores an unknown sector, unknown columns and repeated keys', () => {
    expect(viewOf('sector=Nowhere&sort=-nope&sort=symbol&sort=-symbol')).toEqual({
      search: '',
      sector: '',
      sorting: [{ id: 'symbol', desc: false }],
    });
  });
});
