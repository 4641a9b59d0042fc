import { Spinner } from './spinner';

/** A body's first load: a silent spinner beside `message`, which screen readers announce as a status. */
export function LoadingStatus({ message }: { message: string }) {
  return (
    <div className="flex items-center justify-center gap-3 py-16 text-slate-600 dark:text-slate-400">
      <Spinner label="" className="text-primary" />
      <p role="status">{message}</p>
    </div>
  );
}
