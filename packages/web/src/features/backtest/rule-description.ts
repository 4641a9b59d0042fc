import { BOLLINGER_BAND_OF, patternType, type Side, type StrategyRule } from '@nepse/contract';
import { ruleDefinitionOf } from './rule-list';
import { ruleFieldProblems } from './strategy-checks';

/** The band each `bb_indicator` names; read by any text, since a card shows a rule's fields as typed. */
const BANDS: Readonly<Record<string, string>> = BOLLINGER_BAND_OF;

const article = (name: string) => (/^[AEIOU]/i.test(name) ? 'an' : 'a');

/**
 * What a rule asks, in words (DESIGN section 3's table), for its card: "Buy when the close is above SMA 20 of
 * the close." Fields are shown as typed; while one is wrong the sentence asks for it to be corrected instead of
 * reading "SMA abc".
 */
export function describeRule(rule: StrategyRule, side: Side): string {
  const text = (key: string) => String(rule[key] ?? '');
  const when = side === 'buy' ? 'Buy when' : 'Sell when';
  const wrong = Object.keys(ruleFieldProblems(rule, side)).length;
  if (wrong > 0) return `Correct the marked ${wrong === 1 ? 'field' : 'fields'} to read this rule.`;
  const above = rule.condition === '>';
  const is = above ? 'is above' : 'is below';
  const crosses = above ? 'crosses above' : 'crosses below';
  const definition = ruleDefinitionOf(rule.name);
  switch (definition?.name) {
    case 'SMA':
    case 'EMA': {
      const [length, of] =
        definition.name === 'SMA' ? ['value', 'sma_source'] : ['ema1_length', 'ema1_source'];
      return `${when} the ${text('source')} ${is} ${definition.name} ${text(length)} of the ${text(of)}.`;
    }
    case 'SMA CROSSOVER':
    case 'EMA CROSSOVER': {
      const [kind, a, b] =
        definition.name === 'SMA CROSSOVER' ? ['SMA', 'sma1', 'sma2'] : ['EMA', 'ema1', 'ema2'];
      return `${when} ${kind} ${text(`${a}_length`)} of the ${text(`${a}_source`)} ${crosses} ${kind} ${text(`${b}_length`)} of the ${text(`${b}_source`)}.`;
    }
    case 'RSI':
      return `${when} RSI ${text('rsi_length')} of the ${text('source')} ${is} ${text('rsi_value')}.`;
    case 'RSI CROSSOVER': {
      const against = text('crossover_indicator');
      const line = against === 'RSI' ? 'RSI' : `its ${against}`;
      return `${when} RSI ${text('rsi_length')} of the ${text('source')} ${crosses} ${line} ${text('crossover_indicator_length')}.`;
    }
    case 'MACD':
      return `${when} the MACD line (${text('short_period')}, ${text('long_period')}) of the ${text('source')} ${is} its signal line (${text('signal_period')}) and ${above ? 'above' : 'below'} ${text('macd_value')}.`;
    case 'DIRECTIONAL MOVEMENT':
      return `${when} +DI ${text('di_positive')} ${is} -DI ${text('di_negative')}.`;
    case 'STOCHASTIC RSI':
      return `${when} the Stochastic RSI's %K ${crosses} its %D (RSI ${text('stochastic_rsi_length')}, stochastic ${text('stochastic_length')}, smoothing ${text('stochastic_k')} and ${text('stochastic_d')}).`;
    case 'BOLLINGER BANDS':
      return `${when} the ${text('source')} ${is} the ${BANDS[text('bb_indicator')] ?? text('bb_indicator')} Bollinger band (${text('bb_length')}, ${text('bb_mult')} standard deviations).`;
    case 'SUPERTREND':
      return `${when} the Supertrend line (${text('length')}, ${text('factor')}) ${is} the ${text('source')}${above ? ' (a down-trend)' : ' (an up-trend)'}.`;
    case 'MONEY FLOW INDEX':
      return `${when} MFI ${text('length')} ${is} ${text('mfi_value')}.`;
    case 'ACCUMULATION DISTRIBUTION':
      return `${when} the accumulation/distribution line's change over one session ${is} ${text('ad_value')}.`;
    case 'AWESOME OSCILLATOR':
      return `${when} the Awesome Oscillator (${text('short_period')}, ${text('long_period')}) ${is} ${text('ao_value')}.`;
  }
  if (rule.general_pattern === true)
    return `${when} any ${rule.name.toLowerCase()} pattern completes on the session.`;
  const type = patternType(rule.name);
  if (type === undefined) return `${when} ${rule.name} holds.`;
  if (rule.condition === 'confirmation_needed') {
    return `${when} ${article(rule.name)} ${rule.name} on the session before is confirmed: the close ${side === 'buy' ? 'rises above its high' : 'falls below its low'}.`;
  }
  if (rule.condition === 'exit') {
    return `${when} the last ${rule.name} is invalidated: the close ${type === 'bearish' ? 'rises above its high' : 'falls below its low'}.`;
  }
  return `${when} ${article(rule.name)} ${rule.name} completes on the session.`;
}
