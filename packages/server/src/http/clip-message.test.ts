import { describe, expect, it } from 'vitest';
import { clipMessage, MAX_ERROR_MESSAGE_LENGTH } from './clip-message';

describe('clipMessage', () => {
  it('keeps a message of the longest length whole', () => {
    const message = 'x'.repeat(MAX_ERROR_MESSAGE_LENGTH);
    expect(clipMessage(message)).toBe(message);
  });

  it('keeps the start and the end of a message quoting a 100 KB value, at the longest length', () => {
    const clipped = clipMessage(`Unknown symbol "${'A'.repeat(100_000)}".`);
    expect(clipped).toHaveLength(MAX_ERROR_MESSAGE_LENGTH);
    expect(clipped).toMatch(/^Unknown symbol "A+…A+"\.$/);
  });

  it('counts and cuts by code points, never halving an emoji', () => {
    const clipped = clipMessage(`"${'😀'.repeat(400)}" is not a Play Store package name.`);
    expect(Array.from(clipped)).toHaveLength(MAX_ERROR_MESSAGE_LENGTH);
    expect(clipped).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
    expect(clipped.endsWith('😀" is not a Play Store package name.')).toBe(true);
  });
});
