import { useCalendarSystem } from '../lib/calendar-system';
import { formatDate } from '../lib/format';

/** An AD `YYYY-MM-DD` date shown in the chosen calendar, machine-readable as AD (and named so in BS on hover). */
export function DateText({ date, className }: { date: string; className?: string }) {
  const { system } = useCalendarSystem();
  return (
    <time dateTime={date} title={system === 'bs' ? `${date} AD` : undefined} className={className}>
      {formatDate(date, system)}
    </time>
  );
}
