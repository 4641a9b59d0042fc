import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { useOutsideClick } from '../lib/use-outside-click';
import { classNames } from './class-names';
import { ChevronDownIcon } from './icons';

export interface DropdownProps {
  /** Text of the button that opens it. */
  label: string;
  /** A count shown beside the label, e.g. how many entries are ticked. */
  badge?: number;
  children: ReactNode;
}

/** A button that opens a floating panel; a click outside or Escape closes it. */
export function Dropdown({ label, badge, children }: DropdownProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(root, close, open);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere inside the open panel closes it
    <div
      ref={root}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          root.current?.querySelector('button')?.focus();
        }
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className={classNames(
          'inline-flex w-full items-center justify-between gap-1 rounded-lg border px-3 py-2 font-medium text-sm',
          'border-slate-300 bg-white text-slate-800 hover:border-primary dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100',
          'focus-visible:outline-2 focus-visible:outline-primary',
        )}
      >
        {/* One line at any width: the label gives way (ellipsis) before the count does. */}
        <span className="flex min-w-0 items-center whitespace-nowrap">
          <span className="truncate">{label}</span>
          {badge !== undefined && badge > 0 && (
            <span className="ml-1.5 rounded-full bg-primary-soft px-1.5 py-0.5 text-primary-ink text-xs">
              {badge}
            </span>
          )}
        </span>
        <ChevronDownIcon
          className={classNames('size-4 shrink-0 transition-transform', open && 'rotate-180')}
        />
      </button>
      {open && (
        <div
          id={id}
          className="absolute inset-x-0 top-full z-30 mt-1 min-w-64 rounded-lg border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {children}
        </div>
      )}
    </div>
  );
}
