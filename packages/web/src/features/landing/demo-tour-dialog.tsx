import { useEffect, useRef, useState } from 'react';
import { AppLink } from '../../components/app-link';
import { CloseIcon } from '../../components/icons';
import { TOUR_STEPS } from './landing-content';

export interface DemoTourDialogProps {
  open: boolean;
  onClose: () => void;
}

/** "Watch Demo Video": a short guided tour of the product, step by step, in a modal dialog. */
export function DemoTourDialog({ open, onClose }: DemoTourDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [step, setStep] = useState(0);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setStep(0);
      dialog.showModal();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);

  const current = TOUR_STEPS[step] ?? TOUR_STEPS[0];
  if (current === undefined) return null;
  const Icon = current.icon;
  const last = step === TOUR_STEPS.length - 1;

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="demo-tour-title"
      onClose={onClose}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/70 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="flex items-center justify-between border-slate-200 border-b px-6 py-4 dark:border-slate-700">
        <h2 id="demo-tour-title" className="font-semibold">
          Product tour
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close tour"
          className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:hover:bg-slate-800 dark:hover:text-white"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
      <div className="px-6 py-8" aria-live="polite">
        <p className="font-medium text-primary-ink text-sm">
          Step {step + 1} of {TOUR_STEPS.length}
        </p>
        <div className="mt-4 flex items-start gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary text-white">
            <Icon className="size-7" />
          </span>
          <div>
            <h3 className="font-semibold text-xl">{current.title}</h3>
            <p className="mt-2 text-slate-700 leading-relaxed dark:text-slate-300">{current.text}</p>
          </div>
        </div>
        <div className="mt-8 flex gap-1.5" aria-hidden="true">
          {TOUR_STEPS.map((s, i) => (
            <span
              key={s.title}
              className={`h-1.5 flex-1 rounded-full ${i <= step ? 'bg-primary' : 'bg-slate-200 dark:bg-slate-700'}`}
            />
          ))}
        </div>
      </div>
      <div className="flex justify-between gap-3 border-slate-200 border-t px-6 py-4 dark:border-slate-700">
        <button
          type="button"
          onClick={() => setStep((s) => Math.max(0, s - 1))}
          disabled={step === 0}
          className="rounded-lg px-4 py-2 font-semibold text-slate-700 text-sm hover:bg-slate-100 disabled:invisible dark:text-slate-200 dark:hover:bg-slate-800"
        >
          Back
        </button>
        {last ? (
          <AppLink
            to="/dashboard"
            className="rounded-lg bg-primary px-4 py-2 font-semibold text-sm text-white hover:bg-primary-strong"
          >
            Open the Dashboard
          </AppLink>
        ) : (
          <button
            type="button"
            onClick={() => setStep((s) => s + 1)}
            className="rounded-lg bg-primary px-4 py-2 font-semibold text-sm text-white hover:bg-primary-strong"
          >
            Next
          </button>
        )}
      </div>
    </dialog>
  );
}
