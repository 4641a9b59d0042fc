import { type ReactNode, Suspense } from 'react';
import { Spinner } from '../spinner';

/** A lazily loaded chart (lightweight-charts comes with it, after the page), a spinner in its place meanwhile. */
export function ChartSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="flex h-64 items-center justify-center">
          <Spinner label="Loading chart" />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
