import { describe, expect, it } from 'vitest';
import { readSavedScans, SAVED_SCANS_KEY, withoutScan, withScan, writeSavedScans } from './saved-scans';

const store = (text: string | null) => ({ getItem: () => text });

describe('saved scans', () => {
  it('reads the stored list, and none from nothing, bad JSON or another shape', () => {
    expect(readSavedScans(store('[{"name":"A","search":"condition=breakout"}]'))).toEqual([
      { name: 'A', search: 'condition=breakout' },
    ]);
    expect(readSavedScans(store(null))).toEqual([]);
    expect(readSavedScans(store('{oops'))).toEqual([]);
    expect(readSavedScans(store('[{"name":1}]'))).toEqual([]);
  });

  it('adds a new name last, replaces a name that exists in any case in place, trims it', () => {
    const one = withScan([], { name: ' Breakouts ', search: 'condition=breakout' });
    const two = withScan(one, { name: 'Quiet', search: 'condition=range-width' });
    expect(withScan(two, { name: 'breakouts', search: 'condition=breakout(within=3)' })).toEqual([
      { name: 'breakouts', search: 'condition=breakout(within=3)' },
      { name: 'Quiet', search: 'condition=range-width' },
    ]);
    expect(withoutScan(two, 'Breakouts')).toEqual([{ name: 'Quiet', search: 'condition=range-width' }]);
  });

  it('writes the list as JSON, and says false when the browser refuses', () => {
    const written = new Map<string, string>();
    const storage = {
      setItem: (key: string, value: string) => {
        written.set(key, value);
      },
    };
    expect(writeSavedScans([{ name: 'A', search: 'x' }], storage)).toBe(true);
    expect(written.get(SAVED_SCANS_KEY)).toBe('[{"name":"A","search":"x"}]');
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(writeSavedScans([], full)).toBe(false);
  });
});
