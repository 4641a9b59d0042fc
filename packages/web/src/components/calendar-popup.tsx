import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { addDays, addMonths, type CalendarMonth, YEARS_PER_PAGE, yearPageStart } from '../lib/calendar';
import type { PickerCalendar } from '../lib/picker-calendar';
import { classNames } from './class-names';

type View = 'days' | 'months' | 'years';

export interface CalendarPopupProps {
  /** Accessible name of the popup, e.g. "From calendar". */
  label: string;
  /** The picked date; empty for none. */
  value: string;
  today: string;
  min: string;
  max: string;
  onPick: (date: string) => void;
  onClose: () => void;
  /** The calendar it pages through (AD or Bikram Sambat); the dates picked are AD either way. */
  calendar: PickerCalendar;
}

const WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

function dayLabel(date: string, weekday: number, calendar: PickerCalendar): string {
  const { year, month } = calendar.monthOf(date);
  return `${WEEKDAY_NAMES[weekday]}, ${calendar.dayOf(date)} ${calendar.monthNames[month]} ${year}`;
}

function cellClass(selected: boolean, current: boolean) {
  return classNames(
    'rounded-lg text-sm tabular-nums transition-colors disabled:cursor-not-allowed disabled:opacity-30',
    'focus-visible:outline-2 focus-visible:outline-primary',
    selected
      ? 'bg-primary font-semibold text-white'
      : 'text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800',
    current && !selected && 'ring-1 ring-primary',
  );
}

/**
 * The calendar of a date picker: a day grid (weeks from Sunday), a month grid and a year grid of 12, 3 a row
 * (years 4 a row on wider screens). The caption climbs from days to months to years; picking a year or month
 * goes back down. Arrow keys move the day, Page Up / Down the month, Escape closes. In Bikram Sambat its months,
 * days and years are BS ones, within the converter's years.
 */
export function CalendarPopup({
  label,
  value,
  today,
  min,
  max,
  onPick,
  onClose,
  calendar,
}: CalendarPopupProps) {
  const { monthOf, monthNames } = calendar;
  const [view, setView] = useState<View>('days');
  // An empty field (a picker whose empty value means something) opens on today.
  const opened = value === '' ? today : value;
  const [shown, setShown] = useState<CalendarMonth>(monthOf(opened));
  const [focused, setFocused] = useState(opened);
  const grid = useRef<HTMLDivElement>(null);
  const minYear = monthOf(min).year;
  const maxYear = monthOf(max).year;
  const valueMonth = value === '' ? undefined : monthOf(value);

  useEffect(() => {
    if (view === 'days') grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused, view]);

  const moveFocus = (date: string) => {
    const clamped = date < min ? min : date > max ? max : date;
    setFocused(clamped);
    setShown(monthOf(clamped));
  };

  const onGridKey = (event: KeyboardEvent) => {
    const step = KEY_STEPS[event.key];
    if (step !== undefined) moveFocus(addDays(focused, step));
    else if (event.key === 'PageUp' || event.key === 'PageDown') {
      const target = addMonths(monthOf(focused), event.key === 'PageUp' ? -1 : 1);
      const day = Math.min(calendar.dayOf(focused), 28);
      moveFocus(calendar.dateOf(target.year, target.month, day) ?? focused);
    } else return;
    event.preventDefault();
  };

  let caption: string;
  let step: (direction: 1 | -1) => void;
  let canStep: (direction: 1 | -1) => boolean;
  if (view === 'days') {
    caption = `${monthNames[shown.month]} ${shown.year}`;
    step = (d) => setShown(addMonths(shown, d));
    canStep = (d) => {
      const next = addMonths(shown, d);
      return next.year >= minYear && next.year <= maxYear;
    };
  } else if (view === 'months') {
    caption = String(shown.year);
    step = (d) => setShown({ ...shown, year: shown.year + d });
    canStep = (d) => shown.year + d >= minYear && shown.year + d <= maxYear;
  } else {
    const start = yearPageStart(shown.year, calendar.firstYear);
    caption = `${start} – ${start + YEARS_PER_PAGE - 1}`;
    step = (d) => setShown({ ...shown, year: shown.year + d * YEARS_PER_PAGE });
    canStep = (d) => (d < 0 ? start > minYear : start + YEARS_PER_PAGE <= maxYear);
  }
  const units = { days: 'month', months: 'year', years: 'years' }[view];

  return (
    <div
      role="dialog"
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
      className="absolute top-full left-0 z-30 mt-1 w-72 rounded-xl border border-slate-200 bg-white p-3 shadow-xl dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <button
          type="button"
          aria-label={`Previous ${units}`}
          disabled={!canStep(-1)}
          onClick={() => step(-1)}
          className={cellClass(false, false)}
        >
          <span aria-hidden="true" className="block px-2 py-1">
            ‹
          </span>
        </button>
        <button
          type="button"
          aria-label={
            view === 'years' ? `Years ${caption}` : `Choose ${view === 'days' ? 'month' : 'year'}, ${caption}`
          }
          disabled={view === 'years'}
          onClick={() => setView(view === 'days' ? 'months' : 'years')}
          className="rounded-lg px-3 py-1 font-semibold text-slate-900 text-sm hover:bg-slate-100 disabled:hover:bg-transparent dark:text-white dark:hover:bg-slate-800"
        >
          {caption}
        </button>
        <button
          type="button"
          aria-label={`Next ${units}`}
          disabled={!canStep(1)}
          onClick={() => step(1)}
          className={cellClass(false, false)}
        >
          <span aria-hidden="true" className="block px-2 py-1">
            ›
          </span>
        </button>
      </div>

      {view === 'days' && (
        // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move between the day buttons
        <div ref={grid} onKeyDown={onGridKey} data-testid="day-grid">
          <div className="grid grid-cols-7 text-center font-medium text-slate-500 text-xs dark:text-slate-400">
            {WEEKDAYS.map((d) => (
              <span key={d} className="py-1" aria-hidden="true">
                {d}
              </span>
            ))}
          </div>
          <div className="grid grid-cols-7 gap-0.5">
            {calendar.monthGrid(shown).map((date, i) =>
              date === undefined ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: blank cells have no identity but their place
                <span key={`blank-${i}`} />
              ) : (
                <button
                  key={date}
                  type="button"
                  data-date={date}
                  tabIndex={date === focused ? 0 : -1}
                  aria-label={dayLabel(date, i % 7, calendar)}
                  aria-pressed={date === value}
                  aria-current={date === today ? 'date' : undefined}
                  disabled={date < min || date > max}
                  onClick={() => onPick(date)}
                  className={classNames('h-9', cellClass(date === value, date === today))}
                >
                  {calendar.dayOf(date)}
                </button>
              ),
            )}
          </div>
          <div className="mt-2 flex justify-end border-slate-200 border-t pt-2 dark:border-slate-700">
            <button
              type="button"
              onClick={() => onPick(today)}
              className="rounded-md px-2 py-1 font-medium text-primary-ink text-sm hover:bg-primary-soft"
            >
              Today
            </button>
          </div>
        </div>
      )}

      {view === 'months' && (
        <div className="grid grid-cols-3 gap-1" data-testid="month-grid">
          {monthNames.map((name, month) => (
            <button
              key={name}
              type="button"
              aria-pressed={valueMonth?.year === shown.year && valueMonth.month === month}
              onClick={() => {
                setShown({ year: shown.year, month });
                setView('days');
              }}
              className={classNames(
                'h-11',
                cellClass(valueMonth?.year === shown.year && valueMonth.month === month, false),
              )}
            >
              {name.slice(0, 3)}
            </button>
          ))}
        </div>
      )}

      {view === 'years' && (
        <div className="grid grid-cols-3 gap-1 sm:grid-cols-4" data-testid="year-grid">
          {Array.from(
            { length: YEARS_PER_PAGE },
            (_, i) => yearPageStart(shown.year, calendar.firstYear) + i,
          ).map((year) => (
            <button
              key={year}
              type="button"
              aria-pressed={valueMonth?.year === year}
              disabled={year < minYear || year > maxYear}
              onClick={() => {
                setShown({ year, month: shown.month });
                setView('months');
              }}
              className={classNames('h-11', cellClass(valueMonth?.year === year, false))}
            >
              {year}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
