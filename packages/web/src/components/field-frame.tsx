import type { ReactNode } from 'react';

export interface FieldFrameProps {
  id: string;
  label?: string;
  required?: boolean;
  error?: string;
  helperText?: string;
  children: ReactNode;
}

/** Ids of the texts that describe a field, for its aria-describedby. */
export function describedBy(id: string, error?: string, helperText?: string): string | undefined {
  const ids = [error ? `${id}-error` : undefined, helperText ? `${id}-helper` : undefined].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** Label (with the required asterisk), the control, then its error text or helper text. */
export function FieldFrame({ id, label, required, error, helperText, children }: FieldFrameProps) {
  return (
    <div className="flex flex-col gap-1.5">
      {label !== undefined && (
        <label htmlFor={id} className="font-medium text-slate-700 text-sm dark:text-slate-200">
          {label}
          {required && (
            <span className="ml-0.5 text-red-600 dark:text-red-400" aria-hidden="true">
              *
            </span>
          )}
        </label>
      )}
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-red-700 text-sm dark:text-red-400">
          {error}
        </p>
      ) : null}
      {helperText ? (
        <p id={`${id}-helper`} className="text-slate-600 text-sm dark:text-slate-400">
          {helperText}
        </p>
      ) : null}
    </div>
  );
}

/** Border and focus styles shared by text inputs and select boxes; red when the field has an error. */
export function controlClassName(hasError: boolean): string {
  return [
    'w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm',
    'focus:outline-none focus:ring-2 disabled:cursor-not-allowed disabled:opacity-60',
    'dark:bg-slate-900 dark:text-slate-100',
    hasError
      ? 'border-red-600 focus:ring-red-500/40'
      : 'border-slate-300 focus:border-primary focus:ring-primary/30 dark:border-slate-600',
  ].join(' ');
}
