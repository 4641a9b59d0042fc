import { describe, expect, it } from 'vitest';
import { isPagePath, PAGE_PATTERNS } from './page-paths';
import { SCREEN_KEYS, SCREEN_MANIFEST } from './screen-manifest';

describe('isPagePath', () => {
  it('takes every page, with a value in each parameter, a trailing slash or another letter case', () => {
    for (const pattern of PAGE_PATTERNS) {
      const path = pattern.replace(/:[^/]+/g, 'NABIL');
      expect(isPagePath(path), path).toBe(true);
      expect(isPagePath(`${path}/`.replace('//', '/')), path).toBe(true);
      expect(isPagePath(path.toUpperCase()), path).toBe(true);
    }
    expect(PAGE_PATTERNS).toEqual(
      expect.arrayContaining(SCREEN_KEYS.map((key) => SCREEN_MANIFEST[key].page)),
    );
  });

  it('takes a known pattern with a value no stock or app has', () => {
    expect(isPagePath('/dashboard/stock/ZZZZ')).toBe(true);
    expect(isPagePath('/dashboard/playstats/app/com.example.nothing')).toBe(true);
  });

  it('refuses any other address, inside the dashboard too', () => {
    for (const path of [
      '/nowhere',
      '/dashboard/nowhere',
      '/dashboard/backtest/extra',
      '/dashboard/stock',
      '/dashboard/stock/A/B',
      '/some.page',
      '/privacy/more',
    ]) {
      expect(isPagePath(path), path).toBe(false);
    }
  });
});
