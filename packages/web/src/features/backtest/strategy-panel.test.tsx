import type { Side, StrategyRule } from '@nepse/contract';
import { defaultStrategy } from '@nepse/contract';
import type { Match } from '@nepse/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { StrategyPanel } from './strategy-panel';

let latest: StrategyRule[] = [];
let latestMatch: Match = 'all';

function Harness({ side, start = defaultStrategy(side) }: { side: Side; start?: StrategyRule[] }) {
  const [rules, setRules] = useState(start);
  const [match, setMatch] = useState<Match>('all');
  latest = rules;
  latestMatch = match;
  return (
    <>
      <StrategyPanel side={side} rules={rules} onChange={setRules} match={match} onMatchChange={setMatch} />
      <button type="button">outside</button>
    </>
  );
}

const names = () => latest.map((r) => r.name);
const card = (name: string) => screen.getByRole('article', { name: `${name} rule` });

describe('StrategyPanel', () => {
  it('ticks an indicator in with its defaults as a chip and a card, and unticks it out', async () => {
    render(<Harness side="sell" />);
    await userEvent.click(screen.getByRole('button', { name: /Technical Indicators/ }));
    expect(screen.getByRole('checkbox', { name: 'SMA' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'RSI' }));
    expect(names()).toEqual(['SMA', 'RSI']);
    expect(latest[1]).toEqual({
      name: 'RSI',
      condition: '<',
      trigger: 'while',
      rsi_length: '14',
      rsi_value: '50',
      source: 'close',
    });
    expect(within(card('RSI')).getByLabelText('RSI length')).toHaveProperty('value', '14');
    expect(
      within(screen.getByRole('list', { name: 'Selected sell strategies' })).getByText('RSI'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'RSI' }));
    expect(names()).toEqual(['SMA']);
    expect(screen.queryByRole('article', { name: 'RSI rule' })).toBeNull();
  });

  it('closes the dropdown on a click outside it', async () => {
    render(<Harness side="buy" />);
    await userEvent.click(screen.getByRole('button', { name: /Technical Indicators/ }));
    expect(screen.getByRole('checkbox', { name: 'MACD' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'outside' }));
    expect(screen.queryByRole('checkbox', { name: 'MACD' })).toBeNull();
  });

  it('keeps numbers as typed text, marking a wrong one by its label, and edits the condition and sources', async () => {
    render(<Harness side="buy" />);
    const period = within(card('SMA')).getByLabelText('Period');
    await userEvent.clear(period);
    await userEvent.type(period, '5x');
    await userEvent.selectOptions(within(card('SMA')).getByLabelText('Condition'), '<');
    await userEvent.selectOptions(within(card('SMA')).getByLabelText('SMA source'), 'high');
    expect(latest).toEqual([
      { name: 'SMA', condition: '<', trigger: 'while', value: '5x', source: 'close', sma_source: 'high' },
    ]);
    expect(within(card('SMA')).getByText('Correct the marked field to read this rule.')).toBeTruthy();
    expect(within(card('SMA')).getByText('Period must be a whole number from 1 to 2000')).toBeTruthy();
    expect(period.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(period, '{Backspace}');
    expect(within(card('SMA')).getByText('Buy when the close is below SMA 5 of the high.')).toBeTruthy();
    expect(period.getAttribute('aria-invalid')).toBeNull();
  });

  it("adds SMA 2 with the SMA card's plus button; its own card and chip remove it alone", async () => {
    render(<Harness side="buy" />);
    await userEvent.click(within(card('SMA')).getByRole('button', { name: 'Add another SMA rule' }));
    expect(names()).toEqual(['SMA', 'SMA 2']);
    await userEvent.click(within(card('SMA 2')).getByRole('button', { name: 'Add another SMA rule' }));
    expect(names()).toEqual(['SMA', 'SMA 2', 'SMA 3']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove SMA 2' }));
    expect(names()).toEqual(['SMA', 'SMA 3']);
    await userEvent.click(within(card('SMA')).getByRole('button', { name: 'Remove SMA rule' }));
    expect(names()).toEqual(['SMA 3']);
  });

  it('says when no rule is selected, and collapses and opens again', async () => {
    render(<Harness side="buy" start={[]} />);
    expect(screen.getByText('No buy strategies selected')).toBeTruthy();
    const header = screen.getByRole('button', { name: /Buy Strategy/ });
    expect(header.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(header);
    expect(header.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('No buy strategies selected').closest('[hidden]')).not.toBeNull();
    await userEvent.click(header);
    expect(screen.getByText('No buy strategies selected').closest('[hidden]')).toBeNull();
  });

  it("gives patterns the side's condition, filters them, and offers the general entries", async () => {
    render(<Harness side="buy" start={[]} />);
    await userEvent.click(screen.getByRole('button', { name: /Candlestick Patterns/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hammer' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Shooting Star' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Doji' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Bullish' }));
    expect(latest).toEqual([
      { name: 'Hammer', pattern_type: 'bullish' },
      { name: 'Shooting Star', pattern_type: 'bearish', condition: 'exit' },
      { name: 'Doji', pattern_type: 'indecision', condition: 'confirmation_needed' },
      { name: 'Bullish', pattern_type: 'bullish', general_pattern: true },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Bearish', pressed: false }));
    const boxes = screen.getAllByRole('checkbox').map((b) => b.parentElement?.textContent);
    expect(boxes).toEqual([
      'Bearish',
      'Bearish Engulfing',
      'Dark Cloud Cover',
      'Tweezer Top',
      'Falling Window',
      'Hanging Man',
      'Gravestone Doji',
      'Shooting Star',
      'Evening Star',
      'Bearish Kicker',
      'Bearish Harami',
      'Bearish Marubozu',
      'Three Black Crows',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Indecision' }));
    expect(screen.getAllByRole('checkbox').map((b) => b.parentElement?.textContent)).toEqual(['Doji']);
    await userEvent.selectOptions(within(card('Hammer')).getByLabelText('Condition'), 'exit');
    expect(latest[0]).toEqual({ name: 'Hammer', pattern_type: 'bullish', condition: 'exit' });
    await userEvent.selectOptions(within(card('Hammer')).getByLabelText('Condition'), '');
    expect(latest[0]).toEqual({ name: 'Hammer', pattern_type: 'bullish' });
  });

  it('chooses on the card whether a level rule fires while it holds or when it starts, and says so', async () => {
    render(<Harness side="buy" />);
    const trigger = within(card('SMA')).getByLabelText('Trigger') as HTMLSelectElement;
    expect([...trigger.options].map((o) => o.text)).toEqual([
      'While: every session it holds',
      'Starts: the session it starts',
    ]);
    expect(within(card('SMA')).getByText('Buy when the close is above SMA 20 of the close.')).toBeTruthy();
    await userEvent.selectOptions(trigger, 'starts');
    expect(latest[0]).toMatchObject({ name: 'SMA', trigger: 'starts' });
    expect(
      within(card('SMA')).getByText('Buy on the session the close goes above SMA 20 of the close.'),
    ).toBeTruthy();
  });

  it("chooses MACD's zero line on its card, and its sentence leaves the level out when it is off", async () => {
    render(<Harness side="sell" start={[]} />);
    await userEvent.click(screen.getByRole('button', { name: /Technical Indicators/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'MACD' }));
    const macd = card('MACD');
    expect(
      within(macd).getByText(
        'Sell when the MACD line (12, 26) of the close is below its signal line (9) and below 0.',
      ),
    ).toBeTruthy();
    await userEvent.selectOptions(within(macd).getByLabelText('Zero line'), 'off');
    await userEvent.selectOptions(within(macd).getByLabelText('Trigger'), 'starts');
    expect(latest[0]).toMatchObject({ name: 'MACD', zero_line: 'off', trigger: 'starts' });
    expect(
      within(macd).getByText(
        'Sell on the session the MACD line (12, 26) of the close goes below its signal line (9).',
      ),
    ).toBeTruthy();
  });

  it('has no trigger on a crossover card, whose sentence keeps its crossing', async () => {
    render(<Harness side="buy" start={[]} />);
    await userEvent.click(screen.getByRole('button', { name: /Technical Indicators/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'SMA CROSSOVER' }));
    expect(within(card('SMA CROSSOVER')).queryByLabelText('Trigger')).toBeNull();
    expect(
      within(card('SMA CROSSOVER')).getByText(/^Buy when SMA 8 of the close crosses above/),
    ).toBeTruthy();
  });

  it('chooses whether the side needs all its rules or any one', async () => {
    render(<Harness side="sell" />);
    const match = screen.getByLabelText('Sell match') as HTMLSelectElement;
    expect(match.value).toBe('all');
    expect([...match.options].map((o) => o.text)).toEqual([
      'All: every rule fires',
      'Any: at least one rule fires',
    ]);
    await userEvent.selectOptions(match, 'any');
    expect(latestMatch).toBe('any');
  });

  it("ticks a filter in as a card of its fields and sentence, and copies it with the card's plus button", async () => {
    render(<Harness side="sell" start={[]} />);
    await userEvent.click(screen.getByRole('button', { name: /Filters/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Volume ratio' }));
    expect(latest).toEqual([{ name: 'volume-ratio', multiple: '2', sessions: '7' }]);
    const filter = card('Volume ratio');
    expect(within(filter).queryByLabelText('Condition')).toBeNull();
    expect(within(filter).getByLabelText('Sessions')).toHaveProperty('value', '7');
    await userEvent.clear(within(filter).getByLabelText('Multiple'));
    await userEvent.type(within(filter).getByLabelText('Multiple'), '3');
    expect(
      within(filter).getByText(
        'Sell when the volume is at least 3 times the mean volume of the previous 7 sessions.',
      ),
    ).toBeTruthy();
    await userEvent.clear(within(filter).getByLabelText('Multiple'));
    expect(within(filter).getByText('Multiple must be a number above 0 and at most 1000')).toBeTruthy();
    await userEvent.click(within(filter).getByRole('button', { name: 'Add another Volume ratio rule' }));
    expect(names()).toEqual(['volume-ratio', 'volume-ratio 2']);
    expect(within(card('Volume ratio 2')).getByLabelText('Multiple')).toHaveProperty('value', '2');
    expect(
      within(screen.getByRole('list', { name: 'Selected sell strategies' })).getByText('Volume ratio 2'),
    ).toBeTruthy();
  });
});
