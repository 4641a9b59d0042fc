import { useEffect, useId, useRef } from 'react';
import { Button } from './button';
import { classNames } from './class-names';

export type ErrorPanelVariant = 'error' | 'warning' | 'critical';

const VARIANTS: Record<ErrorPanelVariant, { box: string; title: string; icon: string }> = {
  error: {
    box: 'border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950/60',
    title: 'text-red-800 dark:text-red-200',
    icon: '!',
  },
  warning: {
    box: 'border-amber-300 bg-amber-50 dark:border-amber-700 dark:bg-amber-950/60',
    title: 'text-amber-900 dark:text-amber-200',
    icon: '!',
  },
  critical: {
    box: 'border-red-700 bg-red-100 ring-2 ring-red-600/40 dark:border-red-500 dark:bg-red-950',
    title: 'text-red-900 dark:text-red-100',
    icon: '!!',
  },
};

export interface ErrorPanelProps {
  title?: string;
  message: string;
  variant?: ErrorPanelVariant;
  /** Inline in the page, or a modal dialog over it. */
  mode?: 'inline' | 'modal';
  /** Shows "Try Again". */
  onRetry?: () => void;
  /** Shows "Dismiss" (inline) or "Close" (modal). */
  onDismiss?: () => void;
}

/**
 * The shared error panel: a title ("Error" by default), the message, "Try Again" and "Dismiss" or "Close",
 * inline or modal, in the variants error, warning and critical.
 */
export function ErrorPanel({
  title = 'Error',
  message,
  variant = 'error',
  mode = 'inline',
  onRetry,
  onDismiss,
}: ErrorPanelProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const style = VARIANTS[variant];

  useEffect(() => {
    const dialog = dialogRef.current;
    if (mode !== 'modal' || !dialog || dialog.open) return;
    // Older engines (and jsdom) lack showModal; the open attribute still shows the panel.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, [mode]);

  const panel = (
    <div
      role={mode === 'inline' ? 'alert' : undefined}
      data-variant={variant}
      className={classNames('flex gap-3 rounded-xl border p-4', style.box)}
    >
      <span
        aria-hidden="true"
        className="flex size-7 shrink-0 items-center justify-center rounded-full bg-red-600 font-bold text-sm text-white"
      >
        {style.icon}
      </span>
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className={classNames('font-semibold', style.title)}>
          {title}
        </h2>
        <p className="mt-1 break-words text-slate-800 text-sm dark:text-slate-200">{message}</p>
        {(onRetry || onDismiss) && (
          <div className="mt-3 flex flex-wrap gap-2">
            {onRetry && (
              <Button size="small" variant={variant === 'warning' ? 'primary' : 'danger'} onClick={onRetry}>
                Try Again
              </Button>
            )}
            {onDismiss && (
              <Button size="small" variant="secondary" onClick={onDismiss}>
                {mode === 'modal' ? 'Close' : 'Dismiss'}
              </Button>
            )}
          </div>
        )}
      </div>
    </div>
  );

  if (mode === 'inline') return panel;
  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss?.();
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl bg-transparent p-0 backdrop:bg-slate-950/60"
    >
      {panel}
    </dialog>
  );
}
