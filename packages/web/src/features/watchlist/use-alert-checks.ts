import { useEffect, useState } from 'react';
import { useWatchlists } from '../../lib/use-watchlists';
import { type AlertObservation, checkAlerts } from './lib/alert-check';
import { showNotices } from './lib/browser-notice';

/** An alert that fired while the page was open. */
export interface FiredAlert {
  /** Counts the firings of the page, for the list's keys. */
  id: number;
  /** When it fired, as the person's clock reads it. */
  at: string;
  text: string;
}

/** The page keeps the latest 50 firings. */
const KEPT = 50;

/**
 * Checks the alerts whenever what the page sees changes (each live poll, each new data version) or an alert is added:
 * what each alert remembers is written back, and each firing is shown on the page and as a browser notification
 * when allowed. The check reads the stored alerts, not the rendered ones, so that a check run twice fires once.
 */
export function useAlertChecks(seen: AlertObservation): FiredAlert[] {
  const { book, update } = useWatchlists();
  const [log, setLog] = useState<FiredAlert[]>([]);
  const alertCount = book.alerts.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new alert is checked at once, so that its first price is its start
  useEffect(() => {
    let fired: string[] = [];
    update((stored) => {
      const checked = checkAlerts(stored.alerts, seen);
      fired = checked.fired;
      return checked.changed ? { ...stored, alerts: checked.alerts } : undefined;
    });
    if (fired.length === 0) return;
    const at = new Date().toLocaleTimeString();
    setLog((old) => {
      const last = old[0]?.id ?? 0;
      return [...fired.map((text, k) => ({ id: last + fired.length - k, at, text })), ...old].slice(0, KEPT);
    });
    showNotices(fired);
  }, [seen, alertCount, update]);
  return log;
}
