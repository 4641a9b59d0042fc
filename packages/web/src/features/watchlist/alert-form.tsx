import { PATTERN_NAMES } from '@nepse/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/button';
import { SelectBox } from '../../components/select-box';
import { TextInput } from '../../components/text-input';
import { readSavedScans } from '../../lib/saved-scans';
import { useWatchlists } from '../../lib/use-watchlists';
import type { WatchAlert } from '../../lib/watch-alert';

/** The choices of the Alert box: the price crossing either way, then the other kinds. */
const CHOICES = [
  { value: 'above', label: 'Price crosses above' },
  { value: 'below', label: 'Price crosses below' },
  { value: 'scan', label: 'Scan matches' },
  { value: 'pattern', label: 'Pattern forms' },
  { value: 'rating', label: 'Rating changes' },
] as const;
type Choice = (typeof CHOICES)[number]['value'];

const ANY_PATTERN = '';
const PATTERN_OPTIONS = [
  { value: ANY_PATTERN, label: 'Any pattern' },
  ...Object.values(PATTERN_NAMES).map((name) => ({ value: name, label: name })),
];

/** An id no other alert of this browser has. */
const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** Adds an alert on a stock of the list shown; a scan alert names a scan saved on the Scanner page. */
export function AlertForm({ symbols }: { symbols: readonly string[] }) {
  const { update } = useWatchlists();
  const [symbol, setSymbol] = useState('');
  const [choice, setChoice] = useState<Choice>('above');
  const [level, setLevel] = useState('');
  const [pattern, setPattern] = useState(ANY_PATTERN);
  const [scans] = useState(readSavedScans);
  const [scanName, setScanName] = useState('');
  const [problem, setProblem] = useState<string>();
  const stock = symbols.includes(symbol) ? symbol : (symbols[0] ?? '');
  const scan = scans.find((s) => s.name === scanName) ?? scans[0];

  /** The alert the form describes, or the message saying what is missing. */
  const alertOf = (id: string): WatchAlert | string => {
    if (choice === 'above' || choice === 'below') {
      const value = Number(level);
      if (level.trim() === '' || !Number.isFinite(value) || value <= 0)
        return 'Level must be a price above 0.';
      return { id, symbol: stock, kind: 'price', direction: choice, level: value };
    }
    if (choice === 'scan') {
      if (scan === undefined)
        return 'Save a scan on the Scanner page first: no scan is saved in this browser.';
      return { id, symbol: stock, kind: 'scan', name: scan.name, search: scan.search };
    }
    if (choice === 'pattern') {
      return pattern === ANY_PATTERN
        ? { id, symbol: stock, kind: 'pattern' }
        : { id, symbol: stock, kind: 'pattern', pattern };
    }
    return { id, symbol: stock, kind: 'rating' };
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    const alert = alertOf(newId());
    if (typeof alert === 'string') return setProblem(alert);
    const kept = update((b) => ({ ...b, alerts: [...b.alerts, alert] }));
    setProblem(kept ? undefined : 'This browser does not let the page save (storage is off or full).');
    if (kept) setLevel('');
  };

  return (
    <form onSubmit={add} aria-label="New alert" className="flex flex-wrap items-end gap-3">
      <SelectBox
        label="Stock"
        value={stock}
        options={symbols.map((s) => ({ value: s, label: s }))}
        onChange={setSymbol}
      />
      <SelectBox
        label="Alert"
        value={choice}
        options={CHOICES}
        onChange={(v) => setChoice(CHOICES.find((c) => c.value === v)?.value ?? 'above')}
      />
      {(choice === 'above' || choice === 'below') && (
        <TextInput
          label="Level"
          inputMode="decimal"
          value={level}
          onChange={(e) => setLevel(e.target.value)}
        />
      )}
      {choice === 'scan' && scan && (
        <SelectBox
          label="Scan"
          value={scan.name}
          options={scans.map((s) => ({ value: s.name, label: s.name }))}
          onChange={setScanName}
        />
      )}
      {choice === 'pattern' && (
        <SelectBox label="Pattern" value={pattern} options={PATTERN_OPTIONS} onChange={setPattern} />
      )}
      <Button type="submit">Add alert</Button>
      {problem && (
        <p role="alert" className="basis-full text-red-700 text-sm dark:text-red-400">
          {problem}
        </p>
      )}
    </form>
  );
}
