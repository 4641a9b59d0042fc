import { describe, expect, it } from 'vitest';
import { SUMS_MODULE } from '../../test-support/wasm-module-bytes';
import { accessTokenCalls, deriveAccessToken, withoutPositions } from './salted-token';
import { TokenModule } from './token-module';

describe('the salted token', () => {
  it('calls cdx with the salts in order and the others with salt3 and salt4 swapped', () => {
    expect(accessTokenCalls([11, 12, 13, 14, 15])).toEqual([
      ['cdx', [11, 12, 13, 14, 15]],
      ['rdx', [11, 12, 14, 13, 15]],
      ['bdx', [11, 12, 14, 13, 15]],
      ['ndx', [11, 12, 14, 13, 15]],
      ['mdx', [11, 12, 14, 13, 15]],
    ]);
  });

  it('drops the characters at positions of the original string', () => {
    expect(withoutPositions('abcdefghijklmnopqrst', [1, 3, 7, 10, 15])).toBe('acefgijlmnoqrst');
    expect(withoutPositions('abcdef', [5, 0])).toBe('bcde');
    expect(() => withoutPositions('abc', [3])).toThrow('do not fit a token of 3 characters');
    expect(() => withoutPositions('abc', [1, 1])).toThrow('do not fit');
  });

  it('derives the token through the module: salts 1..5 give positions 1, 3, 7, 10, 15', async () => {
    const token = await deriveAccessToken(
      TokenModule.load(SUMS_MODULE),
      'abcdefghijklmnopqrst',
      [1, 2, 3, 4, 5],
    );
    expect(token).toBe('acefgijlmnoqrst');
  });
});
