import { describe, expect, it } from 'vitest';
import { saveAccessKeyFromUrl, storedAccessKey } from './access-key';

describe('access key', () => {
  it('is saved from the accesskey parameter under accessKey', () => {
    expect(storedAccessKey()).toBeUndefined();
    expect(saveAccessKeyFromUrl('?foo=1&accesskey=abc%20123')).toBe('abc 123');
    expect(localStorage.getItem('accessKey')).toBe('abc 123');
    expect(storedAccessKey()).toBe('abc 123');
  });

  it('keeps the stored key when the address has none', () => {
    localStorage.setItem('accessKey', 'old');
    expect(saveAccessKeyFromUrl('?symbol=NABIL')).toBeUndefined();
    expect(storedAccessKey()).toBe('old');
  });
});
