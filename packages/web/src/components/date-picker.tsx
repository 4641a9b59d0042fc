import { useCallback, useId, useRef, useState } from 'react';
import { MAX_DATE, MIN_DATE } from '../lib/calendar';
import { useCalendarSystem } from '../lib/calendar-system';
import { formatDate } from '../lib/format';
import { type PickerCalendar, pickerCalendar } from '../lib/picker-calendar';
import { useOutsideClick } from '../lib/use-outside-click';
import { useOwnedText } from '../lib/use-owned-text';
import { CalendarPopup } from './calendar-popup';
import { controlClassName, describedBy, FieldFrame } from './field-frame';
import { IconButton } from './icon-button';
import { CalendarIcon, CloseIcon } from './icons';

export interface DatePickerProps {
  label: string;
  /** The picked date, `YYYY-MM-DD`; empty when the owner's `clearedValue` is. */
  value: string;
  onChange: (date: string) => void;
  /** Today's date: what a cleared picker falls back to, unless `clearedValue` says otherwise. */
  today: string;
  /**
   * What clearing the field gives, when the owner's empty value means something (the scanner's `''`, the latest
   * session): the field then shows empty, and its calendar opens on today's month.
   */
  clearedValue?: string;
  /** A line under the field saying what it takes. */
  helperText?: string;
  min?: string;
  max?: string;
  /** The owner's objection to the picked date (From after To), shown under the field. */
  error?: string | undefined;
}

const FORMAT_HINT = { ad: 'YYYY-MM-DD', bs: 'YYYY-MM-DD, BS' } as const;

/** Why a typed text was not taken, and the date kept instead, all written in the picker's calendar. */
function typedDateProblem(
  typed: string,
  kept: string,
  min: string,
  max: string,
  calendar: PickerCalendar,
): string {
  const write = (date: string) => formatDate(date, calendar.system);
  // Dates written YYYY-MM-DD sort as text in either calendar.
  const why =
    /^\d{4}-\d{2}-\d{2}$/.test(typed) && (typed < write(min) || typed > write(max))
      ? `${typed} is outside ${write(min)} to ${write(max)}`
      : `"${typed}" is not a date (${FORMAT_HINT[calendar.system]})`;
  return `${why}; kept ${kept === '' ? 'it empty' : write(kept)}.`;
}

/**
 * A date field: typed as `YYYY-MM-DD` or picked in a calendar, within 1900-01-01 to 2099-12-31 by default.
 * Clearing it (its clear button, or emptying the text) falls back to today; a typed text that is not a date
 * in the bounds goes back to the last date and says so under the field until the next edit. With Bikram Sambat
 * chosen, it is typed and picked in BS (within the converter's years) while its value stays AD.
 */
export function DatePicker({
  label,
  value,
  onChange,
  today,
  min: ownMin = MIN_DATE,
  max: ownMax = MAX_DATE,
  error,
  clearedValue = today,
  helperText,
}: DatePickerProps) {
  const id = useId();
  const calendar = pickerCalendar(useCalendarSystem().system);
  const min = ownMin > calendar.min ? ownMin : calendar.min;
  const max = ownMax < calendar.max ? ownMax : calendar.max;
  const shown = formatDate(value, calendar.system);
  const [text, setText] = useOwnedText(shown);
  const [refused, setRefused] = useState<string>();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggleButton = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(root, close, open);

  const pick = (date: string) => {
    setText(formatDate(date, calendar.system));
    setRefused(undefined);
    if (date !== value) onChange(date);
  };
  const commit = () => {
    const typed = text.trim();
    const date = calendar.parse(typed);
    if (typed === '') pick(clearedValue);
    else if (date !== null && date >= min && date <= max) pick(date);
    else if (typed !== shown) {
      setText(shown);
      setRefused(typedDateProblem(typed, value, min, max, calendar));
    }
  };

  return (
    <div ref={root} className="relative">
      <FieldFrame id={id} label={label} error={refused ?? error} helperText={helperText}>
        <div className="relative">
          <input
            id={id}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={FORMAT_HINT[calendar.system]}
            value={text}
            aria-invalid={refused || error ? true : undefined}
            aria-describedby={describedBy(id, refused ?? error, helperText)}
            onChange={(event) => {
              setText(event.target.value);
              setRefused(undefined);
            }}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                commit();
              } else if (event.key === 'ArrowDown' && event.altKey) {
                event.preventDefault();
                setOpen(true);
              }
            }}
            className={`${controlClassName(Boolean(refused || error))} pr-16 tabular-nums`}
          />
          <span className="absolute inset-y-0 right-1 flex items-center gap-0.5">
            <IconButton
              label={`Clear ${label}`}
              title={clearedValue === today ? 'Clear (back to today)' : 'Clear'}
              onClick={() => pick(clearedValue)}
            >
              <CloseIcon className="size-4" />
            </IconButton>
            <IconButton
              ref={toggleButton}
              label={`Open ${label} calendar`}
              aria-expanded={open}
              onClick={() => setOpen((o) => !o)}
            >
              <CalendarIcon className="size-5" />
            </IconButton>
          </span>
        </div>
      </FieldFrame>
      {open && (
        <CalendarPopup
          label={`${label} calendar`}
          value={value}
          today={today}
          min={min}
          max={max}
          calendar={calendar}
          onPick={(date) => {
            pick(date);
            setOpen(false);
            toggleButton.current?.focus();
          }}
          onClose={() => {
            setOpen(false);
            toggleButton.current?.focus();
          }}
        />
      )}
    </div>
  );
}
