import { PRODUCT_NAME } from '../lib/page-meta';
import { AppLink } from './app-link';
import { BrandLogo } from './brand-logo';

const PRODUCT_LINKS = [
  { to: '/dashboard/backtest', label: 'Strategy Backtesting' },
  { to: '/dashboard/technical-ratings', label: 'Technical Ratings' },
  { to: '/dashboard/candlestick-patterns', label: 'Candlestick Patterns' },
  { to: '/dashboard/live-candle', label: 'Live Candle Watch' },
] as const;

const COMPANY_LINKS = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/contact', label: 'Contact' },
  { to: '/support', label: 'Support' },
] as const;

function LinkColumn({ title, links }: { title: string; links: readonly { to: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="font-semibold text-slate-900 text-sm dark:text-white">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <AppLink
              to={link.to}
              className="text-slate-600 text-sm hover:text-primary-ink dark:text-slate-400 dark:hover:text-primary-ink"
            >
              {link.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The public pages' footer: product and legal links, copyright with the current year. */
export function SiteFooter() {
  return (
    <footer className="border-slate-200 border-t bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-6xl gap-10 px-6 py-12 md:grid-cols-[2fr_1fr_1fr]">
        <div>
          <BrandLogo className="text-slate-900 dark:text-white" />
          <p className="mt-3 max-w-sm text-slate-600 text-sm dark:text-slate-400">
            Strategy backtesting and technical analysis for the Nepal Stock Exchange. For study and research;
            not investment advice.
          </p>
        </div>
        <LinkColumn title="Product" links={PRODUCT_LINKS} />
        <LinkColumn title="Company" links={COMPANY_LINKS} />
      </div>
      <p className="border-slate-200 border-t px-6 py-5 text-center text-slate-600 text-sm dark:border-slate-800 dark:text-slate-400">
        © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {PRODUCT_NAME}. All rights
        reserved.
      </p>
    </footer>
  );
}
