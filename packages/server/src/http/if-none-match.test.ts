import { describe, expect, it } from 'vitest';
import { ifNoneMatch } from './if-none-match';

describe('ifNoneMatch', () => {
  it('matches a tag in the list, weak or strong', () => {
    expect(ifNoneMatch('W/"abc"', 'W/"abc"')).toBe(true);
    expect(ifNoneMatch('"abc"', 'W/"abc"')).toBe(true);
    expect(ifNoneMatch('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(ifNoneMatch('*', 'W/"abc"')).toBe(true);
  });

  it('does not match another tag or no header', () => {
    expect(ifNoneMatch('W/"abd"', 'W/"abc"')).toBe(false);
    expect(ifNoneMatch(undefined, 'W/"abc"')).toBe(false);
    expect(ifNoneMatch('', 'W/"abc"')).toBe(false);
  });
});
