import { describe, expect, it } from 'vitest';
import { pickEncoding } from './accept-encoding';

describe('pickEncoding', () => {
  it('prefers Brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('br;q=0.0')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
  });
});
