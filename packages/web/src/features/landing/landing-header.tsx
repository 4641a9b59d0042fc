import { AppLink } from '../../components/app-link';
import { BrandLogo } from '../../components/brand-logo';

const SECTIONS = [
  { href: '#features', label: 'Features' },
  { href: '#how-it-works', label: 'How It Works' },
  { href: '#testimonials', label: 'Testimonials' },
] as const;

/** The landing page's top bar. */
export function LandingHeader() {
  return (
    <header className="sticky top-0 z-30 border-slate-200/70 border-b bg-white/85 backdrop-blur dark:border-slate-800 dark:bg-slate-950/85">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-6 py-3">
        <BrandLogo className="text-slate-900 dark:text-white" />
        <nav aria-label="Page sections" className="hidden gap-6 md:flex">
          {SECTIONS.map((section) => (
            <a
              key={section.href}
              href={section.href}
              className="font-medium text-slate-700 text-sm hover:text-primary-ink dark:text-slate-300"
            >
              {section.label}
            </a>
          ))}
        </nav>
        <AppLink
          to="/dashboard"
          className="rounded-lg bg-primary px-4 py-2 font-semibold text-sm text-white hover:bg-primary-strong"
        >
          Open Dashboard
        </AppLink>
      </div>
    </header>
  );
}
