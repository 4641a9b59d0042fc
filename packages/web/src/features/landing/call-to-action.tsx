import { AppLink } from '../../components/app-link';
import { CheckIcon } from '../../components/icons';

const PROMISES = ['7-day free trial', 'No credit card required', 'Cancel anytime'] as const;

/** The closing call to action. */
export function CallToAction() {
  return (
    <section className="px-6 pb-20">
      <div className="mx-auto max-w-5xl rounded-3xl bg-gradient-to-br from-primary to-primary-strong px-8 py-14 text-center text-white shadow-xl">
        <h2 className="font-bold text-3xl tracking-tight">Trade NEPSE with evidence, not hunches</h2>
        <p className="mx-auto mt-3 max-w-2xl text-white/90">
          Backtest your first strategy in minutes. Every screen and every tool is open during the trial.
        </p>
        <AppLink
          to="/dashboard"
          className="mt-8 inline-flex items-center rounded-lg bg-white px-7 py-3 font-semibold text-primary-strong shadow-md hover:bg-slate-100"
        >
          Start Free Trial
        </AppLink>
        <ul className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-white">
          {PROMISES.map((promise) => (
            <li key={promise} className="inline-flex items-center gap-1.5">
              <CheckIcon className="size-4" />
              {promise}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
