import { describe, expect, it } from 'vitest';
import { checkAlert, checkAlerts } from './alert-check';
import type { CalendarSystem } from './calendar-system';
import { formatDate } from './format';
import type { WatchAlert } from './watch-alert';

const writeAd = (date: string) => formatDate(date, 'ad');
const prices = (price: number) => ({ prices: new Map([['NABIL', price]]) });

/**
 * The sentences an alert fires with over a run of checks, each check starting from what the last one kept, dates
 * in `system`'s calendar.
 */
function firings(
  alert: WatchAlert,
  runs: Parameters<typeof checkAlert>[1][],
  system: CalendarSystem = 'ad',
): (string | undefined)[] {
  let current = alert;
  return runs.map((seen) => {
    const { alert: next, fired } = checkAlert(current, seen, (date) => formatDate(date, system));
    current = next;
    return fired;
  });
}

describe('checkAlert', () => {
  const above: WatchAlert = { id: '1', symbol: 'NABIL', kind: 'price', direction: 'above', level: 500 };

  it('fires a price alert when the price moves from below its level to at or above it, once a crossing', () => {
    // 480 sets the start; 500 reaches the level (fires); 510 stays above; 490 goes back; 501 crosses again.
    expect(firings(above, [prices(480), prices(500), prices(510), prices(490), prices(501)])).toEqual([
      undefined,
      'NABIL crossed above 500.00: now 500.00.',
      undefined,
      undefined,
      'NABIL crossed above 500.00: now 501.00.',
    ]);
  });

  it('does not fire on the first price, even past the level, nor on a check without the price', () => {
    expect(firings(above, [prices(520), {}, prices(530)])).toEqual([undefined, undefined, undefined]);
    const below: WatchAlert = { ...above, direction: 'below', level: 450 };
    expect(firings(below, [prices(460), { prices: new Map() }, prices(449.5)])).toEqual([
      undefined,
      undefined,
      'NABIL crossed below 450.00: now 449.50.',
    ]);
  });

  it('fires a pattern alert once a session, for the pattern named or any', () => {
    const any: WatchAlert = { id: '2', symbol: 'NABIL', kind: 'pattern' };
    const hammer = { date: '2025-01-02', patterns: new Map([['NABIL', ['Hammer']]]) };
    const none = { date: '2025-01-03', patterns: new Map([['NICA', ['Doji']]]) };
    const again = { date: '2025-01-06', patterns: new Map([['NABIL', ['Doji', 'Hammer']]]) };
    expect(firings(any, [hammer, hammer, none, again])).toEqual([
      'NABIL formed Hammer on 2025-01-02.',
      undefined,
      undefined,
      'NABIL formed Doji on 2025-01-06.',
    ]);
    const doji: WatchAlert = { ...any, pattern: 'Doji' };
    expect(firings(doji, [hammer, again])).toEqual([undefined, 'NABIL formed Doji on 2025-01-06.']);
    // In BS the session reads as the pages write it: 2 January 2025 is Poush 18, 2081.
    expect(firings(any, [hammer], 'bs')).toEqual(['NABIL formed Hammer on 2081-09-18.']);
  });

  it('fires a scan alert when the stock is among its matches, once a session', () => {
    const scan: WatchAlert = {
      id: '3',
      symbol: 'NABIL',
      kind: 'scan',
      name: 'Shock',
      search: 'condition=volume-ratio',
    };
    const matched = (date: string, symbols: string[]) => ({
      date,
      scans: new Map([['condition=volume-ratio', new Set(symbols)]]),
    });
    expect(
      firings(scan, [
        matched('2025-01-02', ['NABIL']),
        matched('2025-01-02', ['NABIL']),
        matched('2025-01-03', ['NICA']),
        {},
      ]),
    ).toEqual(['NABIL matches the scan "Shock" on 2025-01-02.', undefined, undefined, undefined]);
  });

  it('fires a rating alert when the rating changes, the first one only remembered', () => {
    const rating: WatchAlert = { id: '4', symbol: 'NABIL', kind: 'rating' };
    const band = (b: 'Buy' | 'Neutral') => ({ ratings: new Map([['NABIL', b] as const]) });
    expect(firings(rating, [band('Neutral'), band('Neutral'), band('Buy'), {}])).toEqual([
      undefined,
      undefined,
      "NABIL's technical rating changed from Neutral to Buy.",
      undefined,
    ]);
  });
});

describe('checkAlerts', () => {
  it('says when nothing new was remembered, so that storage is not written on every poll', () => {
    const alert: WatchAlert = {
      id: '1',
      symbol: 'NABIL',
      kind: 'price',
      direction: 'above',
      level: 500,
      lastPrice: 480,
    };
    expect(checkAlerts([alert], prices(480), writeAd)).toEqual({
      alerts: [{ ...alert }],
      fired: [],
      changed: false,
    });
    expect(checkAlerts([alert], prices(505), writeAd)).toEqual({
      alerts: [{ ...alert, lastPrice: 505 }],
      fired: ['NABIL crossed above 500.00: now 505.00.'],
      changed: true,
    });
  });
});
