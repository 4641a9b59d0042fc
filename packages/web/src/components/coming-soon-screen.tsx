import type { ReactNode } from 'react';
import { usePageMeta } from '../lib/page-meta';
import { PageHeader } from './page-header';

export interface ComingSoonScreenProps {
  title: string;
  subtitle: string;
  /** What the screen will show, in a sentence. */
  summary: string;
  /** The parts of the screen that already work, shown above the coming note. */
  children?: ReactNode;
}

/** The state of a dashboard screen whose issue is not built yet: its title, and what it will show. */
export function ComingSoonScreen({ title, subtitle, summary, children }: ComingSoonScreenProps) {
  usePageMeta(title);
  return (
    <section>
      <PageHeader title={title} subtitle={subtitle} />
      {children}
      <div
        className="rounded-2xl border border-slate-300 border-dashed bg-slate-50 p-8 text-center dark:border-slate-700 dark:bg-slate-900"
        data-testid="coming-soon"
      >
        <p className="inline-block rounded-full bg-primary-soft px-3 py-1 font-semibold text-primary-ink text-xs uppercase tracking-wide">
          Coming soon
        </p>
        <h2 className="mt-4 font-semibold text-lg text-slate-900 dark:text-white">{title} is on its way</h2>
        <p className="mx-auto mt-2 max-w-xl text-slate-600 dark:text-slate-400">{summary}</p>
      </div>
    </section>
  );
}
