import { AppLink } from '../../components/app-link';
import { ArrowRightIcon, PlayIcon } from '../../components/icons';
import { HeroChart } from './hero-chart';
import { STATS } from './landing-content';

/** The landing hero: promise, the two buttons and the marketing figures. */
export function HeroSection({ onWatchDemo }: { onWatchDemo: () => void }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-primary-soft/70 to-white dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-6 pt-16 pb-20 lg:grid-cols-[1.15fr_1fr] lg:pt-24">
        <div>
          <p className="inline-flex rounded-full bg-white px-3 py-1 font-semibold text-primary-ink text-xs shadow-sm ring-1 ring-slate-200 dark:bg-slate-800 dark:ring-slate-700">
            Built for the Nepal Stock Exchange
          </p>
          <h1 className="mt-5 font-extrabold text-4xl text-slate-900 leading-tight tracking-tight sm:text-5xl dark:text-white">
            Backtest your NEPSE strategies <span className="text-primary-ink">before you risk a rupee</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-700 dark:text-slate-300">
            Test buy and sell strategies on historical data, follow real-time technical signals and ratings,
            detect candlestick patterns, find support and resistance levels and volume spikes: market insights
            made for NEPSE.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <AppLink
              to="/dashboard"
              className="inline-flex items-center gap-2 rounded-lg bg-primary px-6 py-3 font-semibold text-white shadow-md hover:bg-primary-strong"
            >
              Try Now - Free Demo
              <ArrowRightIcon className="size-5" />
            </AppLink>
            <button
              type="button"
              onClick={onWatchDemo}
              className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-6 py-3 font-semibold text-slate-900 hover:border-primary hover:text-primary-ink dark:border-slate-600 dark:bg-slate-900 dark:text-white"
            >
              <PlayIcon className="size-5" />
              Watch Demo Video
            </button>
          </div>
          <p className="mt-4 text-slate-600 text-sm dark:text-slate-400">
            Free demo · 7-day free trial · No credit card required
          </p>
        </div>
        <div className="rounded-2xl bg-white p-5 shadow-xl ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700">
          <div className="mb-3 flex items-center justify-between text-sm">
            <span className="font-semibold text-slate-900 dark:text-white">SMA 20 crossover · NABIL</span>
            <span className="rounded-md bg-emerald-100 px-2 py-0.5 font-semibold text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200">
              +18.4%
            </span>
          </div>
          <HeroChart />
          <p className="mt-2 text-slate-500 text-xs dark:text-slate-400">Illustration</p>
        </div>
      </div>
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-6 pb-16 md:grid-cols-4">
        {STATS.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col rounded-xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
          >
            <dt className="text-slate-600 text-sm dark:text-slate-400">{stat.label}</dt>
            <dd className="order-first font-extrabold text-3xl text-primary-ink">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
