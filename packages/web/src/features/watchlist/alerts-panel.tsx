import { useState } from 'react';
import { Button } from '../../components/button';
import { IconButton } from '../../components/icon-button';
import { CloseIcon } from '../../components/icons';
import { askNoticePermission, type NoticePermission, noticePermission } from '../../lib/browser-notice';
import { useWatchlists } from '../../lib/use-watchlists';
import { AlertForm } from './alert-form';
import { alertSentence } from './lib/alert-sentence';

const NOTICE_TEXT: Record<Exclude<NoticePermission, 'default'>, string> = {
  granted: 'Browser notifications are on.',
  denied: 'This browser blocks notifications from this site; alerts still show here.',
  unsupported: 'This browser cannot show notifications; alerts show here.',
};

export interface AlertsPanelProps {
  /** The stocks of the list shown, which a new alert may watch. */
  symbols: readonly string[];
}

/**
 * The alerts of every list: add one, remove one, the latest that fired, and browser notifications,
 * asked for only on the person's click.
 */
export function AlertsPanel({ symbols }: AlertsPanelProps) {
  const { book, update } = useWatchlists();
  const { fired } = book;
  const [permission, setPermission] = useState(noticePermission);
  return (
    <section
      aria-labelledby="alerts-title"
      className="mt-8 space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="alerts-title" className="font-bold text-lg">
          Alerts
        </h2>
        {permission === 'default' ? (
          <Button
            variant="outline"
            size="small"
            onClick={async () => setPermission(await askNoticePermission())}
          >
            Turn on browser notifications
          </Button>
        ) : (
          <p className="text-slate-600 text-sm dark:text-slate-400">{NOTICE_TEXT[permission]}</p>
        )}
      </div>
      <p className="text-slate-600 text-sm dark:text-slate-400">
        Checked on each live price update and each new day of data while a tab of the dashboard is open.
      </p>
      {symbols.length > 0 ? (
        <AlertForm symbols={symbols} />
      ) : (
        <p className="text-sm">Add a stock to this list to set an alert on it.</p>
      )}
      {book.alerts.length > 0 && (
        <ul aria-label="Alerts set" className="divide-y divide-slate-200 dark:divide-slate-700">
          {book.alerts.map((alert) => (
            <li key={alert.id} className="flex items-center justify-between gap-2 py-2 text-sm">
              {alertSentence(alert)}
              <IconButton
                label={`Remove the alert ${alertSentence(alert)}`}
                onClick={() => update((b) => ({ ...b, alerts: b.alerts.filter((a) => a.id !== alert.id) }))}
              >
                <CloseIcon className="size-4" />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
      <div>
        <h3 className="font-semibold">Fired alerts</h3>
        <ul aria-label="Fired alerts" aria-live="polite" className="mt-2 space-y-1 text-sm">
          {fired.length === 0 ? (
            <li className="text-slate-600 dark:text-slate-400">No alert has fired yet.</li>
          ) : (
            fired.map((f) => (
              <li key={f.id}>
                <time className="mr-2 text-slate-500">{f.at}</time>
                {f.text}
              </li>
            ))
          )}
        </ul>
      </div>
    </section>
  );
}
