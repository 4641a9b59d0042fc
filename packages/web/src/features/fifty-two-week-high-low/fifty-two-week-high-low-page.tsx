import type { ScreenRowOf } from '@nepse/contract';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ListScreen } from '../../components/list-screen/list-screen';
import { ListStudy } from '../../components/list-study/list-study';
import { SelectBox } from '../../components/select-box';
import { useScreenRows } from '../../lib/screen-query';
import { FIFTY_TWO_WEEK_COLUMNS, KIND_LABELS } from './fifty-two-week-high-low-columns';

type FiftyTwoWeekRow = ScreenRowOf<'fiftyTwoWeekHighLow'>;

const DEFAULT_SORT = [{ id: 'symbol', desc: false }];
/** The address parameter of the chosen kind (absent for all kinds). */
const KIND_PARAM = 'kind';
const ALL_KINDS = '';
const KIND_OPTIONS = [
  { value: ALL_KINDS, label: 'All kinds' },
  ...Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label })),
];

const isKind = (value: string): value is FiftyTwoWeekRow['kind'] => Object.hasOwn(KIND_LABELS, value);
/** A stock can be listed under two kinds (a new high whose close is near a narrow year's low), so a row is both. */
const rowId = (row: FiftyTwoWeekRow) => `${row.symbol} ${row.kind}`;

/**
 * 52-Week High & Low: the stocks whose latest session made or came near a new high or low against the year before
 * it, all kinds or one (chosen in the address), each symbol a link to its stock page.
 */
export function FiftyTwoWeekHighLowPage() {
  const query = useScreenRows('fiftyTwoWeekHighLow');
  const [params, setParams] = useSearchParams();
  const chosen = params.get(KIND_PARAM) ?? ALL_KINDS;
  const kind = isKind(chosen) ? chosen : ALL_KINDS;
  const answer = query.data;
  const data = useMemo(
    () => answer && { ...answer, rows: answer.rows.filter((row) => kind === ALL_KINDS || row.kind === kind) },
    [answer, kind],
  );
  const chooseKind = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === ALL_KINDS) next.delete(KIND_PARAM);
        else next.set(KIND_PARAM, value);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <ListScreen
        title="52-Week High & Low"
        note="Stocks making or nearing a new 52-week high or low today"
        method="The previous high and low are the highest high and the lowest low of the sessions from 365 days before the latest session to the day before it (every earlier session for a stock listed less than a year ago), on prices adjusted for bonus and right issues. New high: the latest session's high above the previous high; new low: its low below the previous low (equal is neither). Near high: not a new high, and the close at least 98% of the previous high; near low: not a new low, and the close at most 102% of the previous low. The date is the latest session that made the previous high or low; the distance is the LTP's from it. Only stocks that traded on the latest session; one row for each kind that holds."
        query={{ data, error: query.error, isFetching: query.isFetching, refetch: query.refetch }}
        columns={FIFTY_TWO_WEEK_COLUMNS}
        defaultSort={DEFAULT_SORT}
        csvName={kind === ALL_KINDS ? '52-week-high-low' : `52-week-high-low-${kind}`}
        loadingMessage="Loading 52-week highs and lows..."
        rowId={rowId}
        filters={
          <div className="w-full sm:w-56">
            <SelectBox aria-label="Kind" options={KIND_OPTIONS} value={kind} onChange={chooseKind} />
          </div>
        }
      />
      {kind === ALL_KINDS ? (
        <section className="mt-8 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
          <h2 className="mb-3 font-semibold text-lg text-slate-900 dark:text-white">
            How this list has done
          </h2>
          <p className="text-slate-600 text-sm dark:text-slate-400">
            Each kind has done differently: choose a kind above to see how its list has done.
          </p>
        </section>
      ) : (
        <ListStudy list={{ screen: '52-week-high-low', kind }} csvName={`52-week-high-low-${kind}`} />
      )}
    </>
  );
}
