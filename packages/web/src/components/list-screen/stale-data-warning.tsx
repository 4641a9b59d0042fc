import { DateText } from '../date-text';
export interface StaleDataWarningProps {
  dataDate: string;
  expectedDate: string;
}

/** Said on every screen whose data is behind the session the trading calendar expects (an old import, a stopped feed). */
export function StaleDataWarning({ dataDate, expectedDate }: StaleDataWarningProps) {
  return (
    <p
      role="status"
      className="mb-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900 text-sm dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-200"
    >
      <strong className="font-semibold">Stale data.</strong> Data is from <DateText date={dataDate} />; the
      last session was expected on <DateText date={expectedDate} />.
    </p>
  );
}
