import { describe, expect, it } from 'vitest';
import { installBucketText } from './install-bucket';

describe('installBucketText', () => {
  it.each([
    [0, '0+'],
    [1, '1+'],
    [4, '1+'],
    [5, '5+'],
    [49_999, '10,000+'],
    [50_000, '50,000+'],
    [12_873_456, '10,000,000+'],
    [52_700_000, '50,000,000+'],
  ])('%d installs read %s', (installs, text) => {
    expect(installBucketText(installs)).toBe(text);
  });
});
