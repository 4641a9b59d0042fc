import { classNames } from './class-names';
import { Spinner } from './spinner';

export interface LoadingOverlayProps {
  message?: string;
  /** Covers the whole window rather than the nearest positioned parent. */
  fullScreen?: boolean;
}

/** A veil with a spinner and a message over content that is being (re)loaded. */
export function LoadingOverlay({ message = 'Loading...', fullScreen = false }: LoadingOverlayProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={classNames(
        'z-40 flex flex-col items-center justify-center gap-3 bg-white/80 backdrop-blur-sm dark:bg-slate-950/80',
        fullScreen ? 'fixed inset-0' : 'absolute inset-0',
      )}
    >
      <Spinner size="large" label="" className="text-primary" />
      <p className="font-medium text-slate-700 dark:text-slate-200">{message}</p>
    </div>
  );
}
