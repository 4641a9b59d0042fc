import { describe, expect, it } from 'vitest';
import { declareRule, sentenceWords } from './rule-declaration';
import { lengthField, levelField, sourceField } from './rule-fields';

// A declaration the compiler refuses: `npm run typecheck` fails when one of these compiles (the directive is unused).
const fields = [
  lengthField('length', 'Length', 14),
  levelField('x_value', 'X value', 0),
  sourceField('source'),
];

describe('declareRule', () => {
  it('refuses to compile a declaration missing a piece or naming a field it lacks', () => {
    const declarations = [
      // @ts-expect-error: no sentence.
      declareRule({
        fields,
        condition: { buy: '>', sell: '<' },
        engine: (p, direction) => ({
          kind: 'money-flow-index',
          direction,
          period: p.length,
          level: p.x_value,
        }),
        overlay: () => ({ over: 'price', lines: [] }),
      }),
      declareRule({
        fields,
        condition: { buy: '>', sell: '<' },
        engine: (p, direction) => ({
          kind: 'money-flow-index',
          direction,
          period: p.length,
          level: p.x_value,
        }),
        // @ts-expect-error: `x_level` is no field of the rule.
        sentence: (t, w) => `${w.when} X ${t.length} ${w.is} ${t.x_level}.`,
        overlay: () => ({ over: 'price', lines: [] }),
      }),
      declareRule({
        fields,
        condition: { buy: '>', sell: '<' },
        engine: (p, direction) => ({
          kind: 'money-flow-index',
          direction,
          // @ts-expect-error: a price source is no period.
          period: p.source,
          level: p.x_value,
        }),
        sentence: (t, w) => `${w.when} X ${t.length} ${w.is} ${t.x_value}.`,
        overlay: () => ({ over: 'price', lines: [] }),
      }),
    ];
    expect(declarations).toHaveLength(3);
  });

  it('gives a sentence the words of its side and condition', () => {
    expect(sentenceWords('buy', '>')).toEqual({
      when: 'Buy when',
      is: 'is above',
      crosses: 'crosses above',
      direction: 'above',
    });
    expect(sentenceWords('sell', '<')).toEqual({
      when: 'Sell when',
      is: 'is below',
      crosses: 'crosses below',
      direction: 'below',
    });
  });

  it('gives a rule that starts the words of the session it starts on; anything else reads as while', () => {
    expect(sentenceWords('buy', '>', 'starts')).toEqual({
      when: 'Buy on the session',
      is: 'goes above',
      crosses: 'crosses above',
      direction: 'above',
    });
    expect(sentenceWords('sell', '<', 'starts')).toMatchObject({
      when: 'Sell on the session',
      is: 'goes below',
    });
    expect(sentenceWords('sell', '<', 'while')).toMatchObject({ when: 'Sell when', is: 'is below' });
    expect(sentenceWords('buy', '>', 'soon')).toMatchObject({ when: 'Buy when', is: 'is above' });
  });
});
