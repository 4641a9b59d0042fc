import { freshSignalStrategyRule, indicatorRuleDefinition, type LinkedRule } from '@nepse/contract';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ListScreen } from '../../components/list-screen/list-screen';
import { ListStudy } from '../../components/list-study/list-study';
import { OpenInScanner } from '../../components/open-in-scanner';
import { SelectBox } from '../../components/select-box';
import type { LinkedStrategy } from '../../lib/backtest-link';
import { useFormatDate } from '../../lib/calendar-system';
import { useFreshIndicatorSignals } from './api/fresh-indicator-signals-query';
import { freshSignalColumns, groupStrategy } from './fresh-indicator-signals-columns';

const TITLE = 'Fresh Indicator Signals';
const DEFAULT_SORT = [{ id: 'symbol', desc: false }];
/** The address parameter of the chosen group (absent for the first). */
const GROUP_PARAM = 'group';

/** A rule in words: its name, the fields it sets by their labels, its condition, e.g. "SMA (Period 200) >". */
function ruleWords({ name, fields }: LinkedRule): string {
  const labels = indicatorRuleDefinition(name)?.fields ?? [];
  const set = Object.entries(fields)
    .filter(([key]) => key !== 'condition')
    .map(([key, value]) => `${labels.find((f) => f.key === key)?.label ?? key} ${value}`);
  return [name, set.length > 0 ? `(${set.join(', ')})` : '', fields.condition ?? '']
    .filter(Boolean)
    .join(' ');
}

function strategyWords(strategy: LinkedStrategy): string {
  return `Buy on ${ruleWords(strategy.buy)}, sell on ${ruleWords(strategy.sell)}.`;
}

/**
 * Fresh Indicator Signals: the indicator events of the latest session by group, one group shown at a time
 * (chosen in the address), each symbol a link to the back-test of the group's closest rule.
 */
export function FreshIndicatorSignalsPage() {
  const writeDate = useFormatDate();
  const query = useFreshIndicatorSignals();
  const [params, setParams] = useSearchParams();
  const answer = query.data;
  const groups = answer?.groups ?? [];
  const group = groups.find((g) => g.key === params.get(GROUP_PARAM)) ?? groups[0];
  const key = group?.key;
  const strategy = useMemo(() => groupStrategy(key), [key]);
  const columns = useMemo(() => freshSignalColumns(strategy), [strategy]);
  // The group's buy rule (a level rule with trigger "starts") is its scan: the same list on the same session.
  const scan = useMemo(() => {
    const rule = key === undefined ? undefined : freshSignalStrategyRule(key, 'buy');
    return rule ? [rule] : undefined;
  }, [key]);
  const study = useMemo(() => key && { freshGroup: key }, [key]);
  const chooseGroup = (key: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (key === groups[0]?.key) next.delete(GROUP_PARAM);
        else next.set(GROUP_PARAM, key);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <ListScreen
        title={answer?.date ? `${TITLE} (${writeDate(answer.date)})` : TITLE}
        note="Indicator events of the latest trading session"
        method="Each group lists the stocks on which an event happened on the latest session: a cross means the relation did not hold on the previous session and holds now. Golden and death cross: SMA 50 crossing above or below SMA 200; MACD (12, 26, 9) crossing its signal line; RSI 14 crossing above 30 or below 70; the close crossing SMA 200; Supertrend (10, 3) turning up or down; the close crossing above the upper or below the lower Bollinger Band (20, 2); Stoch RSI (14, 14, 3, 3) %K crossing %D. Computed on prices adjusted for bonus and right issues; LTP is the last traded price, CH and CH % its change from the previous close. A symbol opens the back-test with the group's closest rule: buy on the event's rule, sell on its mirror."
        query={{
          data: answer && {
            rows: group?.rows ?? [],
            dataDate: answer.dataDate,
            expectedDate: answer.expectedDate,
          },
          error: query.error,
          isFetching: query.isFetching,
          refetch: query.refetch,
        }}
        columns={columns}
        defaultSort={DEFAULT_SORT}
        csvName={`fresh-indicator-signals-${group?.key ?? 'none'}`}
        loadingMessage="Loading fresh indicator signals..."
        filters={
          group && (
            <>
              <div className="w-full sm:w-96">
                <SelectBox
                  aria-label="Signal"
                  options={groups.map((g) => ({ value: g.key, label: g.name }))}
                  value={group.key}
                  onChange={chooseGroup}
                  helperText={strategy && strategyWords(strategy)}
                />
              </div>
              {scan && <OpenInScanner conditions={scan} />}
            </>
          )
        }
      />
      {study && <ListStudy list={study} csvName={`fresh-indicator-signals-${key}`} />}
    </>
  );
}
