import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { formatDate } from './format';

/** Which calendar dates are shown in: AD (Gregorian, the data's own) or BS (Bikram Sambat, Nepal's). */
export type CalendarSystem = 'ad' | 'bs';

/** Local-storage key of the chosen calendar. */
export const CALENDAR_STORAGE_KEY = 'calendar';

/** The remembered calendar: AD unless BS was chosen (or storage is off). */
export function storedCalendarSystem(): CalendarSystem {
  try {
    return localStorage.getItem(CALENDAR_STORAGE_KEY) === 'bs' ? 'bs' : 'ad';
  } catch {
    return 'ad';
  }
}

interface CalendarSetting {
  system: CalendarSystem;
  setSystem: (system: CalendarSystem) => void;
}

// Outside a provider (a component rendered alone), dates show in AD and the choice has nowhere to go.
const CalendarContext = createContext<CalendarSetting>({ system: 'ad', setSystem: () => undefined });

/** Holds the calendar every date below it follows, read from local storage and saved there when changed. */
export function CalendarProvider({ children }: { children: ReactNode }) {
  const [system, setState] = useState(storedCalendarSystem);
  const setting = useMemo<CalendarSetting>(
    () => ({
      system,
      setSystem: (next) => {
        setState(next);
        try {
          localStorage.setItem(CALENDAR_STORAGE_KEY, next);
        } catch {
          // Storage can be disabled (private modes); the choice then lasts as long as the page.
        }
      },
    }),
    [system],
  );
  return <CalendarContext value={setting}>{children}</CalendarContext>;
}

/** The calendar dates are shown in, and how to change it. */
export function useCalendarSystem(): CalendarSetting {
  return useContext(CalendarContext);
}

/** Writes an AD `YYYY-MM-DD` in the chosen calendar. */
export function useFormatDate(): (date: string) => string {
  const { system } = useCalendarSystem();
  // The same function while the calendar stays, so that what is computed from it is not computed again.
  return useCallback((date) => formatDate(date, system), [system]);
}
