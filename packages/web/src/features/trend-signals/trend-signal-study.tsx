import { BEARISH_SIGNAL_TEXTS, BULLISH_SIGNAL_TEXTS } from '@nepse/contract';
import { useState } from 'react';
import { ListStudy } from '../../components/list-study/list-study';
import { SelectBox } from '../../components/select-box';

const TEXT_OPTIONS = [
  ...BULLISH_SIGNAL_TEXTS.map((text) => ({ value: text, label: `Bullish: ${text}` })),
  ...BEARISH_SIGNAL_TEXTS.map((text) => ({ value: text, label: `Bearish: ${text}` })),
];

/**
 * "How this list has done" for one Trend Signals text at a time: the stocks showing that signal on each session,
 * the text chosen from every bullish and bearish one.
 */
export function TrendSignalStudy() {
  const [text, setText] = useState<string>(TEXT_OPTIONS[0]?.value ?? '');
  return (
    <div className="mt-8">
      <div className="w-full sm:w-[28rem]">
        <SelectBox label="Signal studied" options={TEXT_OPTIONS} value={text} onChange={setText} />
      </div>
      <ListStudy
        list={{ trendSignal: text }}
        csvName={`trend-signal-${text.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`}
      />
    </div>
  );
}
