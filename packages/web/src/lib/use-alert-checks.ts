import { useEffect } from 'react';
import { type AlertObservation, checkAlerts } from './alert-check';
import { showNotices } from './browser-notice';
import { useFormatDate } from './calendar-system';
import { useWatchlists } from './use-watchlists';
import type { FiredAlert } from './watch-alert';

/** The book keeps the latest 50 firings. */
const KEPT = 50;

/** The firings `texts` at `at`, newest first, numbered on from the latest kept. */
function firings(texts: readonly string[], at: string, kept: readonly FiredAlert[]): FiredAlert[] {
  const last = kept[0]?.id ?? 0;
  return texts.map((text, k) => ({ id: last + texts.length - k, at, text }));
}

/**
 * Checks the alerts whenever what the tab sees changes (each live poll, each new data version) or an alert is added:
 * what each alert remembers and each firing are written to the book, and each firing is shown as a browser
 * notification when allowed. The check reads the stored alerts, not the rendered ones, so that a check run twice,
 * or by two open tabs, fires once.
 */
export function useAlertChecks(seen: AlertObservation): void {
  const { book, update } = useWatchlists();
  // A firing is written once, in the calendar chosen when it fires.
  const writeDate = useFormatDate();
  const alertCount = book.alerts.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new alert is checked at once, so that its first price is its start
  useEffect(() => {
    let fired: string[] = [];
    update((stored) => {
      const checked = checkAlerts(stored.alerts, seen, writeDate);
      fired = checked.fired;
      if (!checked.changed) return undefined;
      const at = new Date().toLocaleTimeString();
      return {
        ...stored,
        alerts: checked.alerts,
        fired: [...firings(fired, at, stored.fired), ...stored.fired].slice(0, KEPT),
      };
    });
    showNotices(fired);
  }, [seen, alertCount, update, writeDate]);
}
