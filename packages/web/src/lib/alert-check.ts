import { formatPrice } from './format';
import type { RatingBand, WatchAlert } from './watch-alert';

/**
 * What one check of the alerts sees; a part left out is not known this time (its answer is still coming or failed),
 * and the alerts that read it neither fire nor forget what they saw.
 */
export interface AlertObservation {
  /** Each stock's latest price: the live market's during the session, else the latest close. */
  prices?: ReadonlyMap<string, number>;
  /** The session the screens, scans and ratings below are of (`YYYY-MM-DD`). */
  date?: string;
  /** The names of the patterns each stock formed on that session. */
  patterns?: ReadonlyMap<string, readonly string[]>;
  /** Each stock's technical rating on that session ("Buy", ...). */
  ratings?: ReadonlyMap<string, RatingBand>;
  /** The stocks each scan (by its address query) matched on that session. */
  scans?: ReadonlyMap<string, ReadonlySet<string>>;
}

/** An alert after a check: as it now remembers, and the sentence it fired with, if it fired. */
export interface CheckedAlert {
  alert: WatchAlert;
  fired?: string;
}

/**
 * A price alert fires when the price moves from below its level to at or above it ("above"), or from above it to at
 * or below it ("below"); the first price it sees only sets where it starts, so a price already past the level does
 * not fire until it crosses again.
 */
function checkPrice(alert: Extract<WatchAlert, { kind: 'price' }>, seen: AlertObservation): CheckedAlert {
  const price = seen.prices?.get(alert.symbol);
  if (price === undefined) return { alert };
  const before = alert.lastPrice;
  const next = { ...alert, lastPrice: price };
  const crossed =
    before !== undefined &&
    (alert.direction === 'above'
      ? before < alert.level && price >= alert.level
      : before > alert.level && price <= alert.level);
  return crossed
    ? {
        alert: next,
        fired: `${alert.symbol} crossed ${alert.direction} ${formatPrice(alert.level)}: now ${formatPrice(price)}.`,
      }
    : { alert: next };
}

/** A scan or pattern alert fires once a session: on the first check that finds it holding on a new session. */
function onceASession<A extends Extract<WatchAlert, { firedOn?: string }>>(
  alert: A,
  date: string | undefined,
  holds: boolean | undefined,
  sentence: (date: string) => string,
): CheckedAlert {
  if (date === undefined || holds !== true || alert.firedOn === date) return { alert };
  return { alert: { ...alert, firedOn: date }, fired: sentence(date) };
}

/** A rating alert fires when the rating differs from the last one it saw (the first only sets it). */
function checkRating(alert: Extract<WatchAlert, { kind: 'rating' }>, seen: AlertObservation): CheckedAlert {
  const band = seen.ratings?.get(alert.symbol);
  if (band === undefined || band === alert.band) return { alert };
  const next = { ...alert, band };
  return alert.band === undefined
    ? { alert: next }
    : { alert: next, fired: `${alert.symbol}'s technical rating changed from ${alert.band} to ${band}.` };
}

/** One alert checked against what was seen; a firing's session written as `writeDate` writes it (the chosen calendar). */
export function checkAlert(
  alert: WatchAlert,
  seen: AlertObservation,
  writeDate: (date: string) => string,
): CheckedAlert {
  switch (alert.kind) {
    case 'price':
      return checkPrice(alert, seen);
    case 'scan': {
      const matched = seen.scans?.get(alert.search)?.has(alert.symbol);
      return onceASession(
        alert,
        seen.date,
        matched,
        (date) => `${alert.symbol} matches the scan "${alert.name}" on ${writeDate(date)}.`,
      );
    }
    case 'pattern': {
      const names = seen.patterns?.get(alert.symbol);
      const formed = alert.pattern === undefined ? names?.[0] : names?.find((n) => n === alert.pattern);
      return onceASession(
        alert,
        seen.date,
        seen.patterns === undefined ? undefined : formed !== undefined,
        (date) => `${alert.symbol} formed ${formed} on ${writeDate(date)}.`,
      );
    }
    case 'rating':
      return checkRating(alert, seen);
  }
}

/** Every alert checked; `changed` tells whether any remembers something new, so that storage is written only then. */
export function checkAlerts(
  alerts: readonly WatchAlert[],
  seen: AlertObservation,
  writeDate: (date: string) => string,
): { alerts: WatchAlert[]; fired: string[]; changed: boolean } {
  const checked = alerts.map((alert) => checkAlert(alert, seen, writeDate));
  return {
    alerts: checked.map((c) => c.alert),
    fired: checked.flatMap((c) => (c.fired === undefined ? [] : [c.fired])),
    changed: checked.some(
      (c, i) => c.alert !== alerts[i] && JSON.stringify(c.alert) !== JSON.stringify(alerts[i]),
    ),
  };
}
