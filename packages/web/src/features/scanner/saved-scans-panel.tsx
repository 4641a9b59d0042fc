import { type FormEvent, useState } from 'react';
import { Button } from '../../components/button';
import { TextInput } from '../../components/text-input';
import {
  readSavedScans,
  type SavedScan,
  withoutScan,
  withScan,
  writeSavedScans,
} from '../../lib/saved-scans';

export interface SavedScansPanelProps {
  /** The current scan's address query, saved under the name given. */
  search: string;
  /** Whether the current scan has a condition to save. */
  canSave: boolean;
  onOpen: (scan: SavedScan) => void;
}

/** Scans saved in this browser by name: save the current one, reopen or delete a saved one. */
export function SavedScansPanel({ search, canSave, onOpen }: SavedScansPanelProps) {
  const [scans, setScans] = useState(readSavedScans);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string>();
  const [note, setNote] = useState<string>();
  const keep = (next: SavedScan[], message: string) => {
    if (writeSavedScans(next)) {
      setScans(next);
      setNote(message);
    } else {
      setProblem('This browser does not let the page save (storage is off or full).');
    }
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    setNote(undefined);
    if (name.trim() === '') return setProblem('Scan name is required to save the scan.');
    if (!canSave) return setProblem('Add a condition before saving the scan.');
    setProblem(undefined);
    keep(withScan(scans, { name, search }), `Saved "${name.trim()}".`);
  };
  return (
    <section
      aria-label="Saved scans"
      className="rounded-xl border border-slate-200 p-4 dark:border-slate-700"
    >
      <h2 className="mb-3 font-semibold text-slate-900 dark:text-white">Saved scans</h2>
      <form className="flex flex-wrap items-start gap-2" onSubmit={save}>
        <div className="w-full sm:w-64">
          <TextInput
            aria-label="Scan name"
            placeholder="Name this scan..."
            value={name}
            error={problem}
            autoComplete="off"
            onChange={(event) => {
              setName(event.target.value);
              setProblem(undefined);
            }}
          />
        </div>
        <Button type="submit" variant="outline" size="small" className="mt-1">
          Save scan
        </Button>
      </form>
      {note && (
        <p role="status" className="mt-2 text-slate-600 text-sm dark:text-slate-400">
          {note}
        </p>
      )}
      {scans.length === 0 ? (
        <p className="mt-3 text-slate-600 text-sm dark:text-slate-400">No scan saved in this browser yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">
          {scans.map((scan) => (
            <li key={scan.name} className="flex items-center gap-2 py-1.5">
              <span className="flex-1 truncate text-slate-900 text-sm dark:text-white">{scan.name}</span>
              <Button
                size="small"
                variant="secondary"
                onClick={() => onOpen(scan)}
                aria-label={`Open ${scan.name}`}
              >
                Open
              </Button>
              <Button
                size="small"
                variant="secondary"
                aria-label={`Delete ${scan.name}`}
                onClick={() => keep(withoutScan(scans, scan.name), `Deleted "${scan.name}".`)}
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
