export interface SortIndicatorProps {
  direction: false | 'asc' | 'desc';
  /** Position of the column in a multi-column sort, from 1. */
  order?: number;
}

const LABELS = { asc: 'sorted ascending', desc: 'sorted descending', none: 'not sorted' } as const;

/** The up, down or neutral arrow of a sortable header. */
export function SortIndicator({ direction, order }: SortIndicatorProps) {
  const state = direction || 'none';
  return (
    <span className="inline-flex items-center text-xs" data-sort={state}>
      <svg viewBox="0 0 10 14" className="h-3.5 w-2.5" aria-hidden="true">
        <path d="M5 1 9 6H1z" className={state === 'asc' ? 'fill-current' : 'fill-current opacity-30'} />
        <path d="M5 13 1 8h8z" className={state === 'desc' ? 'fill-current' : 'fill-current opacity-30'} />
      </svg>
      {order !== undefined && <span className="ml-0.5 font-normal">{order}</span>}
      <span className="sr-only">{LABELS[state]}</span>
    </span>
  );
}
