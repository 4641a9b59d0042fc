import { type ChangeEvent, type FormEvent, useState } from 'react';
import { Button } from '../../components/button';
import { SelectBox } from '../../components/select-box';
import { TextInput } from '../../components/text-input';
import { downloadText } from '../../lib/csv';
import { useWatchlists } from '../../lib/use-watchlists';
import {
  parseWatchlistFile,
  WATCHLIST_FILE_NAME,
  watchlistFileText,
  withImported,
} from '../../lib/watchlist-file';
import { activeList, withActiveList, withNewList, withoutList } from '../../lib/watchlists';

const REFUSED = 'This browser does not let the page save (storage is off or full).';

/** The lists: choose the one shown (the stars add to it), make a new one, delete it, export all, import a file. */
export function WatchlistBar() {
  const { book, update } = useWatchlists();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string>();
  const [note, setNote] = useState<string>();
  const current = activeList(book);
  const say = (ok: boolean, message: string) => {
    setProblem(ok ? undefined : REFUSED);
    setNote(ok ? message : undefined);
  };

  const create = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') return setProblem('List name is required to make a list.');
    if (book.lists.some((l) => l.name.toLowerCase() === trimmed.toLowerCase())) {
      return setProblem(`A list named "${trimmed}" already exists.`);
    }
    say(
      update((b) => withNewList(b, trimmed)),
      `Made the list "${trimmed}".`,
    );
    setName('');
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (file === undefined) return;
    const parsed = parseWatchlistFile(await file.text());
    if ('error' in parsed) {
      setNote(undefined);
      return setProblem(parsed.error);
    }
    const { lists, alerts } = parsed.file;
    say(
      update((b) => withImported(b, parsed.file)),
      `Imported ${lists.length} list${lists.length === 1 ? '' : 's'} and ${alerts.length} alert${alerts.length === 1 ? '' : 's'}.`,
    );
  };

  return (
    <section aria-label="Lists" className="mb-6 space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        {current && (
          <SelectBox
            label="List"
            value={current.name}
            options={book.lists.map((l) => ({ value: l.name, label: `${l.name} (${l.symbols.length})` }))}
            onChange={(value) => update((b) => withActiveList(b, value))}
          />
        )}
        <form onSubmit={create} className="flex items-end gap-2">
          <TextInput label="New list name" value={name} onChange={(e) => setName(e.target.value)} />
          <Button type="submit" variant="outline">
            Make list
          </Button>
        </form>
        {current && (
          <Button
            variant="outline"
            onClick={() =>
              say(
                update((b) => withoutList(b, current.name)),
                `Deleted the list "${current.name}".`,
              )
            }
          >
            Delete list
          </Button>
        )}
        <Button
          variant="outline"
          disabled={book.lists.length === 0}
          onClick={() => downloadText(watchlistFileText(book), WATCHLIST_FILE_NAME, 'application/json')}
        >
          Export lists
        </Button>
        <label className="inline-flex cursor-pointer items-center rounded-lg border border-primary px-4 py-2 font-semibold text-primary-ink text-sm focus-within:outline-2 focus-within:outline-primary hover:bg-primary-soft">
          Import lists
          <input
            type="file"
            accept=".json,application/json,text/plain"
            className="sr-only"
            onChange={importFile}
          />
        </label>
      </div>
      {problem && (
        <p role="alert" className="text-red-700 text-sm dark:text-red-400">
          {problem}
        </p>
      )}
      {note && (
        <p role="status" className="text-emerald-700 text-sm dark:text-emerald-400">
          {note}
        </p>
      )}
    </section>
  );
}
