import { describe, expect, it, vi } from 'vitest';
import { saveAccessKeyFromUrl, storedAccessKey, takeAccessKeyFromAddress } from './access-key';

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

  it('takes the key out of the address once stored, keeping the rest of it', () => {
    window.history.pushState(
      { from: 'test' },
      '',
      '/dashboard/trend-signals?accesskey=nk_abc&symbol=NABIL#top',
    );
    takeAccessKeyFromAddress(window);
    expect(storedAccessKey()).toBe('nk_abc');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/dashboard/trend-signals?symbol=NABIL#top',
    );
    expect(window.history.state).toEqual({ from: 'test' });
  });

  it('leaves an address without a key alone, and the key in place when it could not be stored', () => {
    const replaceState = vi.spyOn(window.history, 'replaceState');
    window.history.pushState(null, '', '/dashboard?symbol=NABIL');
    takeAccessKeyFromAddress(window);
    expect(replaceState).not.toHaveBeenCalled();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('storage is off');
    });
    window.history.pushState(null, '', '/dashboard?accesskey=nk_new');
    takeAccessKeyFromAddress(window);
    expect(window.location.search).toBe('?accesskey=nk_new');
    expect(replaceState).not.toHaveBeenCalled();
    setItem.mockRestore();
    replaceState.mockRestore();
  });
});
