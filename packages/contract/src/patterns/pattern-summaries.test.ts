import { describe, expect, it } from 'vitest';
import { PATTERN_NAMES } from './pattern-names';
import { PATTERN_SUMMARIES } from './pattern-summaries';

describe('pattern summaries', () => {
  it('give each named pattern exactly two sentences', () => {
    expect(Object.keys(PATTERN_SUMMARIES)).toEqual(Object.keys(PATTERN_NAMES));
    for (const [key, summary] of Object.entries(PATTERN_SUMMARIES)) {
      const sentences = summary.split(/(?<=[.!?])\s+/);
      expect(sentences, key).toHaveLength(2);
      for (const sentence of sentences) expect(sentence, key).toMatch(/^[A-Z].*[.!?]$/);
    }
  });
});
