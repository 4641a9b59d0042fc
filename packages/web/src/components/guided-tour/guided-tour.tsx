import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../button';
import { CloseIcon } from '../icons';
import { popoverPlace } from './popover-place';
import { TOUR_STEPS } from './tour-steps';
import { useTourTarget } from './use-tour-target';

export interface GuidedTourProps {
  /** The step shown, from 0. */
  step: number;
  onStep: (step: number) => void;
  onClose: () => void;
}

/** Room around the control inside its highlight. */
const HALO = 4;

/**
 * The guided tour's current step: it opens the step's page, rings the real control there (the rest of the page
 * dimmed but usable), and says what it does in a card beside it with Back, Next and Close. The card takes the
 * focus at each step and Escape closes it; on closing, the focus goes to the control pointed at.
 */
export function GuidedTour({ step, onStep, onClose }: GuidedTourProps) {
  const current = TOUR_STEPS[step];
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const onPage = current !== undefined && pathname === current.path;
  const path = current?.path;
  useEffect(() => {
    if (path !== undefined && !onPage) navigate(path);
  }, [path, onPage, navigate]);

  const target = useTourTarget(current, onPage);
  const labelId = useId();
  const titleId = useId();
  const bodyId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const card = useRef<HTMLDivElement>(null);
  const [cardHeight, setCardHeight] = useState(0);
  const found = target.element !== null;

  // The focus moves to the step's title when the step changes and again once its page shows the control (the page
  // may have taken the focus as it opened).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus follows the step and its control's arrival.
  useEffect(() => {
    heading.current?.focus();
  }, [step, found]);

  const close = () => {
    target.element?.focus();
    onClose();
  };
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  useLayoutEffect(() => {
    const height = card.current?.offsetHeight ?? 0;
    if (height !== cardHeight) setCardHeight(height);
  });

  if (current === undefined) return null;
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  const cardWidth = Math.min(352, viewport.width - 24);
  const place = popoverPlace(target.box, viewport, { width: cardWidth, height: cardHeight });
  const last = step === TOUR_STEPS.length - 1;

  return (
    <>
      {target.box && (
        <div
          aria-hidden="true"
          data-tour-highlight=""
          className="pointer-events-none fixed z-[60] rounded-lg shadow-[0_0_0_9999px_rgba(2,6,23,0.45)] ring-4 ring-primary"
          style={{
            top: target.box.top - HALO,
            left: target.box.left - HALO,
            width: target.box.width + 2 * HALO,
            height: target.box.height + 2 * HALO,
          }}
        />
      )}
      <div
        ref={card}
        role="dialog"
        aria-labelledby={labelId}
        aria-describedby={`${titleId} ${bodyId}`}
        className="fixed z-[61] rounded-xl bg-white p-5 text-slate-900 shadow-2xl ring-1 ring-slate-200 dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-700"
        style={{ top: place.top, left: place.left, width: cardWidth }}
      >
        <div className="flex items-start justify-between gap-3">
          <p className="font-medium text-primary-ink text-sm">
            <span id={labelId}>Product tour</span> · step {step + 1} of {TOUR_STEPS.length}
          </p>
          <button
            type="button"
            onClick={close}
            aria-label="Close tour"
            className="-m-1 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:hover:bg-slate-800 dark:hover:text-white"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        <h2 id={titleId} ref={heading} tabIndex={-1} className="mt-2 font-semibold text-lg outline-none">
          {current.title}
        </h2>
        <p id={bodyId} className="mt-1 text-slate-700 text-sm leading-relaxed dark:text-slate-300">
          {current.body}
        </p>
        {!found && (
          <p className="mt-2 text-slate-600 text-xs dark:text-slate-400" aria-live="polite">
            Opening the page…
          </p>
        )}
        <div className="mt-4 flex justify-between gap-3">
          <Button variant="outline" size="small" onClick={() => onStep(step - 1)} disabled={step === 0}>
            Back
          </Button>
          <Button size="small" onClick={last ? close : () => onStep(step + 1)}>
            {last ? 'Finish' : 'Next'}
          </Button>
        </div>
      </div>
    </>
  );
}
