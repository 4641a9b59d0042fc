import { Spinner } from '../components/spinner';

/** Shown while the first screen's code loads. */
export function HydrateFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center text-primary-ink">
      <Spinner size="large" label="Loading" />
    </div>
  );
}
