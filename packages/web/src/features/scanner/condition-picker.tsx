import { useId, useState } from 'react';
import { Button } from '../../components/button';
import { PlusIcon } from '../../components/icons';
import { TextInput } from '../../components/text-input';
import { searchCatalog } from './condition-catalog';

export interface ConditionPickerProps {
  /** Adds the condition of this name at its defaults. */
  onPick: (name: string) => void;
}

/**
 * "Add condition": a searchable list of every filter, indicator rule and candlestick pattern, in groups; choosing
 * one adds it and closes the list.
 */
export function ConditionPicker({ onPick }: ConditionPickerProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const listId = useId();
  const entries = searchCatalog(query);
  const groups = [...new Set(entries.map((e) => e.group))];
  return (
    <div>
      <Button
        variant="outline"
        size="small"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <PlusIcon className="size-4" />
        Add condition
      </Button>
      {open && (
        <div
          id={listId}
          className="mt-2 max-w-xl rounded-xl border border-slate-200 bg-white p-3 shadow-sm dark:border-slate-700 dark:bg-slate-900"
        >
          <TextInput
            type="search"
            aria-label="Search conditions"
            placeholder="Search rules, patterns and filters..."
            value={query}
            autoComplete="off"
            onChange={(event) => setQuery(event.target.value)}
          />
          <div className="mt-2 max-h-80 overflow-y-auto">
            {entries.length === 0 && (
              <p className="py-4 text-center text-slate-600 text-sm dark:text-slate-400">
                No rule, pattern or filter matches "{query.trim()}".
              </p>
            )}
            {groups.map((group) => (
              <section key={group} aria-label={group} className="mt-2">
                <h3 className="px-2 font-semibold text-slate-500 text-xs uppercase">{group}</h3>
                <ul>
                  {entries
                    .filter((e) => e.group === group)
                    .map((entry) => (
                      <li key={entry.name}>
                        <button
                          type="button"
                          aria-label={entry.label}
                          title={entry.description}
                          className="w-full rounded-md px-2 py-1.5 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
                          onClick={() => {
                            onPick(entry.name);
                            setOpen(false);
                            setQuery('');
                          }}
                        >
                          <span className="font-medium text-slate-900 dark:text-white">{entry.label}</span>
                          <span className="ml-2 text-slate-500 text-xs">{entry.description}</span>
                        </button>
                      </li>
                    ))}
                </ul>
              </section>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
