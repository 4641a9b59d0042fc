import type { ReactNode } from 'react';
import { BrandLogo } from '../../components/brand-logo';
import { SiteFooter } from '../../components/site-footer';
import { usePageMeta } from '../../lib/page-meta';

export interface InfoPageLayoutProps {
  title: string;
  /** One line under the title. */
  lead: string;
  children: ReactNode;
}

/** A short public text page (privacy, terms, contact, support) under the product's header and footer. */
export function InfoPageLayout({ title, lead, children }: InfoPageLayoutProps) {
  usePageMeta(title);
  return (
    <>
      <header className="border-slate-200 border-b dark:border-slate-800">
        <div className="mx-auto flex max-w-3xl items-center px-6 py-4">
          <BrandLogo className="text-slate-900 dark:text-white" />
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-6 py-14">
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight dark:text-white">{title}</h1>
        <p className="mt-3 text-lg text-slate-600 dark:text-slate-400">{lead}</p>
        <div className="mt-10 space-y-8 text-slate-700 leading-relaxed dark:text-slate-300 [&_h2]:font-semibold [&_h2]:text-slate-900 [&_h2]:text-xl dark:[&_h2]:text-white [&_a]:font-medium [&_a]:text-primary-ink [&_a]:underline [&_a]:underline-offset-4 [&_li]:ml-5 [&_li]:list-disc [&_p]:mt-2 [&_ul]:mt-2 [&_ul]:space-y-1">
          {children}
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
