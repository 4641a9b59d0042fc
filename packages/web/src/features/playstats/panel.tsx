import type { ReactNode } from 'react';

/** A titled panel of the app's page. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 className="mb-4 font-semibold text-lg text-slate-900 dark:text-white">{title}</h2>
      {children}
    </section>
  );
}
