import { describe, expect, it } from 'vitest';
import { playStoreDate, playStoreDateText } from './play-store-date';

describe('playStoreDate', () => {
  it("reads Google Play's English dates, the month short or in full", () => {
    expect(playStoreDate('Mar 3, 2014')).toBe('2014-03-03');
    expect(playStoreDate('Nov 27, 2026')).toBe('2026-11-27');
    expect(playStoreDate('September 17, 2015')).toBe('2015-09-17');
  });

  it('reads nothing else, nor a day the month does not have', () => {
    expect(playStoreDate('Varies with device')).toBeNull();
    expect(playStoreDate('2014-03-03')).toBeNull();
    expect(playStoreDate('Feb 30, 2020')).toBeNull();
    expect(playStoreDate('Mer 3, 2014')).toBeNull();
    expect(playStoreDate('Ma 3, 2014')).toBeNull();
  });
});

describe('playStoreDateText', () => {
  it("keeps Google Play's words in AD and writes the BS date in BS", () => {
    expect(playStoreDateText('Mar 3, 2014', 'ad')).toBe('Mar 3, 2014');
    // Falgun 1, 2070 BS is 13 February 2014, so 3 March is Falgun 19; Mangsir 1, 2083 is 17 November 2026.
    expect(playStoreDateText('Mar 3, 2014', 'bs')).toBe('2070-11-19');
    expect(playStoreDateText('Nov 27, 2026', 'bs')).toBe('2083-08-11');
    expect(playStoreDateText('Varies with device', 'bs')).toBe('Varies with device');
  });
});
