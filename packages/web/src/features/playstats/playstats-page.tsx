import { EMPTY_QUERY_MESSAGE } from '@nepse/contract';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/button';
import { SearchIcon } from '../../components/icons';
import { LoadingOverlay } from '../../components/loading-overlay';
import { PageHeader } from '../../components/page-header';
import { showErrorToast } from '../../lib/error-toast';
import { usePageMeta } from '../../lib/page-meta';
import { usePlaySearch } from './api/playstats-api';
import { AppCard } from './app-card';
import { DailyDownloadsNote } from './daily-downloads-note';
import { playSearchText } from './play-query';
import { ProvenanceBadge } from './provenance-badge';

/**
 * Play Store Analytics: searches apps by name or by a pasted Play Store link (its `id=`); a result opens the
 * app's page. The search is kept in the address (`?q=`), so going back from an app shows it again; a failed
 * search clears the results.
 */
export function PlaystatsPage() {
  usePageMeta('Play Store Analytics');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const search = usePlaySearch(q);
  const answer = search.isError ? undefined : search.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = playSearchText(text);
    if (wanted === '') showErrorToast(EMPTY_QUERY_MESSAGE);
    else if (wanted === q) void search.refetch();
    else setParams({ q: wanted });
  };

  return (
    <section className="relative min-h-[60vh]">
      <PageHeader title="Play Store Analytics" subtitle="App Download Tracker" />
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">
        <p className="text-slate-700 dark:text-slate-300">
          Enter app name or Google Play Store link to see current download count
        </p>
        <form aria-label="Search apps" onSubmit={submit} className="mt-4 flex flex-col gap-3 sm:flex-row">
          <label className="relative flex-1">
            <span className="sr-only">App name or Play Store link</span>
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
            <input
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder="Search for apps..."
              className="w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-10 text-slate-900 focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30 dark:border-slate-600 dark:bg-slate-800 dark:text-white"
            />
          </label>
          <Button type="submit" size="large">
            Search
          </Button>
        </form>
        <DailyDownloadsNote className="mt-4" />
      </div>

      {answer && answer.extracted_elements.length > 0 && (
        <div className="mt-6">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <h2 className="font-semibold text-lg text-slate-900 dark:text-white">
              {answer.extracted_elements.length} {answer.extracted_elements.length === 1 ? 'app' : 'apps'} for
              “{q}”
            </h2>
            <ProvenanceBadge provenance={answer.provenance} />
          </div>
          <ul aria-label="Apps found" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {answer.extracted_elements.map((app) => (
              <AppCard key={app.package_name} app={app} />
            ))}
          </ul>
        </div>
      )}

      {search.isFetching && <LoadingOverlay message="Loading app stats..." />}
    </section>
  );
}
