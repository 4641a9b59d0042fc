import { DateText } from '../date-text';
import { PageHeader } from '../page-header';

export interface ListScreenHeaderProps {
  title: string;
  note: string;
  /** How the screen's list is made, in a sentence or two. */
  method: string;
  dataDate: string | undefined;
}

/** Every screen computes over the listed equities, and says so. */
export const UNIVERSE_TEXT =
  'Every stock listed on NEPSE is considered: listed equities only, no mutual funds, debentures or promoter shares.';

/**
 * A list screen's title and note, the session its data is from, and how its list is made (the dashboard's layout
 * says "Demo data" above every page of the demo market).
 */
export function ListScreenHeader({ title, note, method, dataDate }: ListScreenHeaderProps) {
  return (
    <>
      <PageHeader
        title={title}
        subtitle={note}
        actions={
          dataDate && (
            <span className="text-slate-600 text-sm dark:text-slate-400">
              Data of <DateText date={dataDate} />
            </span>
          )
        }
      />
      <details className="-mt-3 mb-5 text-slate-600 text-sm dark:text-slate-400">
        <summary className="cursor-pointer font-medium text-primary-ink">How this list is made</summary>
        <p className="mt-2 max-w-3xl">{method}</p>
        <p className="mt-1 max-w-3xl">{UNIVERSE_TEXT}</p>
      </details>
    </>
  );
}
