import { classNames } from '../../components/class-names';
import { FEATURES } from './landing-content';
import { useRotatingIndex } from './use-rotating-index';

/** The six feature cards; the highlight moves every 4 s and follows the pointer. */
export function FeatureGrid() {
  const [highlighted, highlight] = useRotatingIndex(FEATURES.length);
  return (
    <section id="features" className="mx-auto max-w-6xl scroll-mt-20 px-6 py-20">
      <h2 className="text-center font-bold text-3xl text-slate-900 tracking-tight dark:text-white">
        Everything you need to analyze NEPSE
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600 dark:text-slate-400">
        From strategy backtesting to live candles, every tool speaks the language of Nepal's market.
      </p>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature, index) => {
          const active = index === highlighted;
          const Icon = feature.icon;
          return (
            <li
              key={feature.title}
              data-highlighted={active}
              onMouseEnter={() => highlight(index)}
              className={classNames(
                'rounded-2xl border p-6 transition duration-300',
                active
                  ? '-translate-y-1 border-primary bg-primary-soft/60 shadow-lg dark:bg-primary-soft'
                  : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
              )}
            >
              <span
                className={classNames(
                  'flex size-11 items-center justify-center rounded-xl',
                  active ? 'bg-primary text-white' : 'bg-slate-100 text-primary-ink dark:bg-slate-800',
                )}
              >
                <Icon className="size-6" />
              </span>
              <h3 className="mt-4 font-semibold text-lg text-slate-900 dark:text-white">{feature.title}</h3>
              <p className="mt-2 text-slate-600 text-sm leading-relaxed dark:text-slate-300">
                {feature.text}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
