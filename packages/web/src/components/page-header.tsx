import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  subtitle?: string;
  /** Controls shown at the right of the title. */
  actions?: ReactNode;
}

/** A dashboard screen's title and subtitle. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <header className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl dark:text-white">
          {title}
        </h1>
        {subtitle && <p className="mt-1 text-slate-600 dark:text-slate-400">{subtitle}</p>}
      </div>
      {actions}
    </header>
  );
}
