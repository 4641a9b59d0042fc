import type { AppSearchResult } from '@nepse/contract';
import type { Counter } from 'prom-client';
import type { PlayAppDetails, PlaySource } from './play-source';

/** A Play Store source whose failed calls (not an unknown app, which answers null) are counted by call. */
export class CountedPlaySource implements PlaySource {
  constructor(
    private readonly source: PlaySource,
    private readonly failures: Counter<'call'>,
  ) {}

  get provenance(): PlaySource['provenance'] {
    return this.source.provenance;
  }

  search(term: string): Promise<AppSearchResult[]> {
    return this.#counted('search', this.source.search(term));
  }

  details(packageName: string): Promise<PlayAppDetails | null> {
    return this.#counted('details', this.source.details(packageName));
  }

  async #counted<T>(call: 'search' | 'details', answer: Promise<T>): Promise<T> {
    try {
      return await answer;
    } catch (err) {
      this.failures.inc({ call });
      throw err;
    }
  }
}
