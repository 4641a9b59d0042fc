import { type CalendarSystem, useCalendarSystem } from '../lib/calendar-system';
import { classNames } from './class-names';

const CHOICES: readonly { system: CalendarSystem; label: string; title: string }[] = [
  { system: 'ad', label: 'AD', title: 'Dates in AD (Gregorian)' },
  { system: 'bs', label: 'BS', title: 'Dates in Bikram Sambat' },
];

/** The AD / BS switch every date on the pages follows (tables, chart axes, date pickers, CSVs). */
export function CalendarSwitch() {
  const { system, setSystem } = useCalendarSystem();
  return (
    // biome-ignore lint/a11y/useSemanticElements: two pressed buttons read better than a fieldset of radios here
    <div
      role="group"
      aria-label="Calendar"
      className="inline-flex rounded-full border border-slate-300 bg-white p-0.5 text-xs dark:border-slate-700 dark:bg-slate-900"
    >
      {CHOICES.map((choice) => (
        <button
          key={choice.system}
          type="button"
          aria-pressed={system === choice.system}
          title={choice.title}
          onClick={() => setSystem(choice.system)}
          className={classNames(
            'rounded-full px-3 py-1 font-semibold',
            system === choice.system
              ? 'bg-primary text-white'
              : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
          )}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
