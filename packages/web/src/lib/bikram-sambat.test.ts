import { describe, expect, it } from 'vitest';
import { bsMonthShortName, bsText, fromBs, parseBsText, toBs } from './bikram-sambat';

/**
 * Known days, found apart from the converter: Baisakh 1 (the new year, reported each April by Nepal's press) and
 * Shrawan 1 (the fiscal year's first day) of many years, and two national days, each checked against a second
 * library (`bikram-sambat`, medic) as well.
 */
const KNOWN: readonly (readonly [bs: string, ad: string])[] = [
  ['2052-01-01', '1995-04-14'],
  ['2055-01-01', '1998-04-14'],
  ['2057-01-01', '2000-04-13'],
  ['2060-01-01', '2003-04-14'],
  ['2063-01-01', '2006-04-14'],
  ['2065-01-01', '2008-04-13'],
  ['2065-02-15', '2008-05-28'],
  ['2067-01-01', '2010-04-14'],
  ['2069-01-01', '2012-04-13'],
  ['2070-01-01', '2013-04-14'],
  ['2072-01-01', '2015-04-14'],
  ['2072-06-03', '2015-09-20'],
  ['2073-01-01', '2016-04-13'],
  ['2074-01-01', '2017-04-14'],
  ['2075-01-01', '2018-04-14'],
  ['2075-04-01', '2018-07-17'],
  ['2076-01-01', '2019-04-14'],
  ['2076-04-01', '2019-07-17'],
  ['2077-01-01', '2020-04-13'],
  ['2077-04-01', '2020-07-16'],
  ['2078-01-01', '2021-04-14'],
  ['2078-04-01', '2021-07-16'],
  ['2079-01-01', '2022-04-14'],
  ['2079-04-01', '2022-07-17'],
  ['2080-01-01', '2023-04-14'],
  ['2080-04-01', '2023-07-17'],
  ['2080-12-30', '2024-04-12'],
  ['2081-01-01', '2024-04-13'],
  ['2081-04-01', '2024-07-16'],
  ['2082-01-01', '2025-04-14'],
  ['2082-03-32', '2025-07-16'],
  ['2082-04-01', '2025-07-17'],
  ['2083-01-01', '2026-04-14'],
];

describe('Bikram Sambat conversion', () => {
  it.each(KNOWN)('%s BS is %s AD, both ways', (bs, ad) => {
    const date = toBs(ad);
    expect(date && bsText(date)).toBe(bs);
    expect(parseBsText(bs)).toBe(ad);
  });

  it('refuses days that are not in the month or the converter', () => {
    expect(fromBs({ year: 2081, month: 2, day: 32 })).toBeNull(); // Asar 2081 has 31 days
    expect(fromBs({ year: 2081, month: 2, day: 31 })).toBe('2024-07-15');
    expect(fromBs({ year: 2081, month: 12, day: 1 })).toBeNull();
    expect(fromBs({ year: 2091, month: 0, day: 1 })).toBeNull();
    expect(parseBsText('2081-4-1')).toBeNull();
    expect(toBs('1900-01-01')).toBeNull();
  });

  it('keeps the day whatever the time zone', () => {
    // Neighbouring days convert to neighbouring days (a time-zone slip would repeat or skip one).
    const days = ['2024-07-14', '2024-07-15', '2024-07-16', '2024-07-17'].map((d) => toBs(d)?.day);
    expect(days).toEqual([30, 31, 1, 2]);
  });

  it("shortens a month's name to its first three letters, and names no month past Chaitra", () => {
    expect([0, 3, 7, 8, 11].map(bsMonthShortName)).toEqual(['Bai', 'Shr', 'Man', 'Pou', 'Cha']);
    expect(bsMonthShortName(12)).toBe('');
  });
});
