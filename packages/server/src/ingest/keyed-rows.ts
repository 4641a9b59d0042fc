import type { IssueLog } from './import-issues';

interface Entry<T> {
  value: T;
  file: string;
  line: number;
  conflicted: boolean;
}

/**
 * Rows of one kind by their natural key, across every file of a run: an exact duplicate is kept once with a
 * warning; two different rows for one key are both errors (neither can be told right), and neither is kept.
 */
export class KeyedRows<K, T> {
  readonly #rows = new Map<K, Entry<T>>();

  constructor(
    private readonly log: IssueLog,
    /** How the key reads in messages, e.g. "NABIL on 2023-01-02". */
    private readonly describe: (key: K) => string,
    /** True when two rows of one key are the same row (their values as read). */
    private readonly same: (a: T, b: T) => boolean,
  ) {}

  add(key: K, value: T, file: string, line: number): void {
    const first = this.#rows.get(key);
    if (!first) {
      this.#rows.set(key, { value, file, line, conflicted: false });
      return;
    }
    if (!first.conflicted && this.same(first.value, value)) {
      this.log.warn(file, line, 'exact duplicate', `duplicate of ${first.file}:${first.line}; kept once`);
      return;
    }
    const what = this.describe(key);
    if (!first.conflicted) {
      this.log.error(first.file, first.line, `another row for ${what} differs (${file}:${line})`);
      first.conflicted = true;
    }
    this.log.error(file, line, `another row for ${what} differs (${first.file}:${first.line})`);
  }

  /** The usable rows, in the order they were first seen. */
  *values(): IterableIterator<[K, T]> {
    for (const [key, entry] of this.#rows) if (!entry.conflicted) yield [key, entry.value];
  }

  get size(): number {
    return this.#rows.size;
  }
}
