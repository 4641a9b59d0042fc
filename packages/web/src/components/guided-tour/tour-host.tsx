import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { TOUR_HASH } from './tour-address';

// Loaded when the tour starts: no page needs it, nor the pages' paths it reads, before then.
const GuidedTour = lazy(async () => ({ default: (await import('./guided-tour')).GuidedTour }));

/**
 * Holds the guided tour above every page, so that it goes on from page to page: an address marked `#tour` starts
 * it (the mark then leaves the address), Close or Escape ends it.
 */
export function TourHost() {
  const [step, setStep] = useState<number | null>(null);
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (hash !== TOUR_HASH) return;
    setStep(0);
    navigate({ pathname, search }, { replace: true });
  }, [hash, pathname, search, navigate]);
  if (step === null) return null;
  return (
    <Suspense fallback={null}>
      <GuidedTour step={step} onStep={setStep} onClose={() => setStep(null)} />
    </Suspense>
  );
}
