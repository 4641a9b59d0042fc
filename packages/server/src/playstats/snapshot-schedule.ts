import { nepalDay, nepalInstant } from '../live/nepal-clock';

/** `HH:MM` (24-hour) as minutes after midnight; undefined when it is not such a time. */
export function minutesOfDay(text: string): number | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** The first instant strictly after `now` at `minutes` after midnight, Nepal time. */
export function nextSnapshotAt(now: Date, minutes: number): Date {
  const { day } = nepalDay(now);
  const today = nepalInstant(day, minutes * 60_000);
  return today.getTime() > now.getTime() ? today : nepalInstant(day + 1, minutes * 60_000);
}
