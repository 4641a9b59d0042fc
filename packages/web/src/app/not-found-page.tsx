import { Link } from 'react-router';
import { BrandLogo } from '../components/brand-logo';
import { usePageMeta } from '../lib/page-meta';

const POPULAR_PAGES = [
  { to: '/dashboard/technical-ratings', label: 'Technical Ratings' },
  { to: '/dashboard/candlestick-patterns', label: 'Candlestick Patterns' },
  { to: '/dashboard/trend-signals', label: 'Trend Signals' },
  { to: '/dashboard/backtest', label: 'Strategy Backtesting' },
] as const;

/**
 * Any unknown address, inside /dashboard too ("Page Not Found", links to Return to Home and Go to Dashboard,
 * and a Popular Pages list).
 */
export function NotFoundPage() {
  usePageMeta('Page Not Found');
  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-slate-50 px-6 py-16 text-center dark:bg-slate-950">
      <BrandLogo className="text-slate-900 dark:text-white" />
      <p className="mt-10 font-extrabold text-7xl text-primary-ink">404</p>
      <h1 className="mt-4 font-bold text-3xl text-slate-900 tracking-tight dark:text-white">
        Page Not Found
      </h1>
      <p className="mt-3 max-w-md text-slate-600 dark:text-slate-400">
        The page you are looking for does not exist or has moved.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="rounded-lg bg-primary px-5 py-2.5 font-semibold text-white hover:bg-primary-strong"
        >
          Return to Home
        </Link>
        <Link
          to="/dashboard"
          className="rounded-lg border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-900 hover:border-primary dark:border-slate-600 dark:bg-slate-900 dark:text-white"
        >
          Go to Dashboard
        </Link>
      </div>
      <nav aria-labelledby="popular-pages" className="mt-12 w-full max-w-md">
        <h2 id="popular-pages" className="font-semibold text-slate-900 dark:text-white">
          Popular Pages
        </h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {POPULAR_PAGES.map((page) => (
            <li key={page.to}>
              <Link
                to={page.to}
                className="block rounded-lg bg-white px-4 py-3 font-medium text-primary-ink text-sm shadow-sm ring-1 ring-slate-200 hover:ring-primary dark:bg-slate-900 dark:ring-slate-700"
              >
                {page.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
