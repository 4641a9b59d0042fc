import type { CandlestickPatternItem, PatternType } from '@nepse/contract';
import { useState } from 'react';

const TYPE_LABELS: Record<PatternType, string> = {
  bullish: 'Bullish Pattern',
  bearish: 'Bearish Pattern',
  indecision: 'Indecision Pattern',
};

export interface PatternInfoCardProps {
  item: CandlestickPatternItem;
  type: PatternType;
}

/**
 * The chosen pattern's picture (hidden when it fails to load), its name, its type and, when the answer has
 * one, its summary under "Pattern Analysis". Keyed by pattern by its caller, so a new picture gets a new
 * chance to load.
 */
export function PatternInfoCard({ item, type }: PatternInfoCardProps) {
  const [pictureFailed, setPictureFailed] = useState(false);
  return (
    <article className="mb-6 flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 sm:flex-row dark:border-slate-700 dark:bg-slate-900">
      {item.image_URL && !pictureFailed && (
        <img
          src={item.image_URL}
          alt={`${item.pattern} candlestick pattern`}
          width={160}
          height={120}
          onError={() => setPictureFailed(true)}
          className="h-30 w-40 shrink-0 rounded-lg border border-slate-200 bg-slate-50 object-contain dark:border-slate-700 dark:bg-slate-950"
        />
      )}
      <div>
        <h2 className="font-bold text-slate-900 text-xl dark:text-white">{item.pattern}</h2>
        <p className="mt-1 inline-block rounded-full bg-primary-soft px-3 py-0.5 font-semibold text-primary-ink text-xs">
          {TYPE_LABELS[type]}
        </p>
        {item.summary && (
          <>
            <h3 className="mt-3 font-semibold text-slate-900 text-sm dark:text-white">Pattern Analysis</h3>
            <p className="mt-1 max-w-2xl text-slate-700 text-sm dark:text-slate-300">{item.summary}</p>
          </>
        )}
      </div>
    </article>
  );
}
