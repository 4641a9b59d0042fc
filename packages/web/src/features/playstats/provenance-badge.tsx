import type { PlayProvenance } from '@nepse/contract';

const LABELS: Record<PlayProvenance, { text: string; title: string; tone: string }> = {
  live: {
    text: 'Live from Google Play',
    title: "Read from Google Play's public pages (unofficial, not affiliated with Google)",
    tone: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200',
  },
  recorded: {
    text: 'Recorded answers',
    title: 'Answers recorded from Google Play earlier, replayed by this server',
    tone: 'bg-sky-100 text-sky-900 dark:bg-sky-400/15 dark:text-sky-200',
  },
  demo: {
    text: 'Demo catalogue',
    title: "A seeded demo catalogue with made-up figures, not Google Play's",
    tone: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
  },
};

/** Where a Play Store answer came from: every answer carries it, and the page shows it. */
export function ProvenanceBadge({ provenance }: { provenance: PlayProvenance }) {
  const label = LABELS[provenance];
  return (
    <span
      data-testid="provenance"
      data-provenance={provenance}
      title={label.title}
      className={`inline-flex items-center rounded-full px-3 py-1 font-semibold text-xs ${label.tone}`}
    >
      {label.text}
    </span>
  );
}
