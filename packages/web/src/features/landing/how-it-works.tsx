import { STEPS } from './landing-content';

/** The three-step explanation. */
export function HowItWorks() {
  return (
    <section id="how-it-works" className="scroll-mt-20 bg-slate-50 py-20 dark:bg-slate-900">
      <div className="mx-auto max-w-6xl px-6">
        <h2 className="text-center font-bold text-3xl text-slate-900 tracking-tight dark:text-white">
          How It Works
        </h2>
        <ol className="mt-12 grid gap-8 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="relative rounded-2xl bg-white p-6 shadow-sm dark:bg-slate-950">
              <span className="flex size-10 items-center justify-center rounded-full bg-primary font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold text-lg text-slate-900 dark:text-white">{step.title}</h3>
              <p className="mt-2 text-slate-600 text-sm leading-relaxed dark:text-slate-300">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
