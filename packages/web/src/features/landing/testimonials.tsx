import { TESTIMONIALS } from './landing-content';

/** Three sample testimonials. */
export function Testimonials() {
  return (
    <section id="testimonials" className="mx-auto max-w-6xl scroll-mt-20 px-6 py-20">
      <h2 className="text-center font-bold text-3xl text-slate-900 tracking-tight dark:text-white">
        What traders say
      </h2>
      <div className="mt-12 grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map((t) => (
          <figure
            key={t.name}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
          >
            <blockquote className="flex-1 text-slate-700 leading-relaxed dark:text-slate-300">
              “{t.quote}”
            </blockquote>
            <figcaption className="mt-5">
              <span className="block font-semibold text-slate-900 dark:text-white">{t.name}</span>
              <span className="text-slate-600 text-sm dark:text-slate-400">{t.role}</span>
            </figcaption>
          </figure>
        ))}
      </div>
      <p className="mt-6 text-center text-slate-500 text-xs dark:text-slate-400">Sample testimonials.</p>
    </section>
  );
}
