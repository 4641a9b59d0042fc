import { type StarCounts, starCounts } from './star-rating';

const STAR = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z';

type StarKind = keyof StarCounts;

function StarShape({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path d={STAR} fill="currentColor" />
    </svg>
  );
}

/** One star: full, half (the full star's left half over an empty one) or empty. */
function Star({ kind }: { kind: StarKind }) {
  return (
    <span className="relative inline-block size-5" data-star={kind}>
      <StarShape className="absolute inset-0 size-5 text-slate-300 dark:text-slate-600" />
      {kind !== 'empty' && (
        <span className={kind === 'half' ? 'absolute inset-0 w-1/2 overflow-hidden' : 'absolute inset-0'}>
          <StarShape className="size-5 text-amber-400" />
        </span>
      )}
    </span>
  );
}

/** The average rating as five stars, full, half and empty. */
export function RatingStars({ average }: { average: number }) {
  const counts = starCounts(average);
  const kinds: StarKind[] = (['full', 'half', 'empty'] as const).flatMap((kind) =>
    Array.from({ length: counts[kind] }, () => kind),
  );
  return (
    <span role="img" aria-label={`${average.toFixed(1)} out of 5 stars`} className="inline-flex">
      {kinds.map((kind, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a star is its position
        <Star key={i} kind={kind} />
      ))}
    </span>
  );
}
