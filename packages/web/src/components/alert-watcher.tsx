import { SCREEN_MANIFEST } from '@nepse/contract';
import { useState } from 'react';
import { useAlertChecks } from '../lib/use-alert-checks';
import { useAlertObservation } from '../lib/use-alert-observation';
import { useWatchlists } from '../lib/use-watchlists';
import type { WatchAlert } from '../lib/watch-alert';
import { AppLink } from './app-link';
import { IconButton } from './icon-button';
import { CloseIcon } from './icons';

/** Checks the alerts on what they read, asked for only while there are alerts. */
function AlertChecks({ alerts }: { alerts: readonly WatchAlert[] }) {
  useAlertChecks(useAlertObservation(alerts));
  return null;
}

/**
 * The watchlist's alerts, checked on every page of the dashboard while a tab is open (nothing is asked for while
 * there is none), and the latest firing of this visit shown at the bottom of the screen until dismissed.
 */
export function AlertWatcher() {
  const { book } = useWatchlists();
  // Firings from before this tab opened were seen already (or not here): only newer ones show.
  const [seenId, setSeenId] = useState(() => book.fired[0]?.id ?? 0);
  const latest = book.fired[0];
  return (
    <>
      {book.alerts.length > 0 && <AlertChecks alerts={book.alerts} />}
      {latest && latest.id > seenId && (
        <div
          role="status"
          className="fixed right-4 bottom-4 z-40 flex max-w-md items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm shadow-lg dark:border-amber-700 dark:bg-amber-950"
        >
          <p>
            <span className="font-semibold">Alert: </span>
            {latest.text}{' '}
            <AppLink to={SCREEN_MANIFEST.watchlist.page} className="font-semibold text-primary-ink underline">
              Open Watchlist
            </AppLink>
          </p>
          <IconButton label="Dismiss the alert" onClick={() => setSeenId(latest.id)}>
            <CloseIcon className="size-4" />
          </IconButton>
        </div>
      )}
    </>
  );
}
