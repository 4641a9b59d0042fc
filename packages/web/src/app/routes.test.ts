import { isPagePath, PAGE_PATTERNS } from '@nepse/contract';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BELOW_MENU_ITEMS, MENU_ITEMS } from './dashboard/menu-items';
import { routes } from './routes';

/** The path pattern of the deepest route an address lands on. */
const landsOn = (path: string) =>
  matchRoutes(routes, path)
    ?.map((m) => m.route.path ?? (m.route.index ? '(index)' : ''))
    .filter(Boolean)
    .join(' > ');

describe('routes', () => {
  it('give every menu item a screen, those below the menu too', () => {
    for (const item of [...MENU_ITEMS, ...BELOW_MENU_ITEMS]) {
      expect(landsOn(item.path)).toBe(`dashboard > ${item.path.replace('/dashboard/', '')}`);
    }
  });

  it('serve the landing page, the dashboard index and the Play Store pages', () => {
    expect(landsOn('/')).toBe('(index)');
    expect(landsOn('/dashboard')).toBe('dashboard > (index)');
    expect(landsOn('/dashboard/playstats')).toBe('dashboard > playstats');
    expect(landsOn('/dashboard/playstats/app/com.example.app')).toBe(
      'dashboard > playstats/app/:packageName',
    );
    for (const page of ['/privacy', '/terms', '/contact', '/support'])
      expect(landsOn(page)).toBe(page.slice(1));
  });

  it("land every page the server knows (the contract's) on its own route, and nothing else", () => {
    for (const pattern of PAGE_PATTERNS) {
      const path = pattern.replace(/:[^/]+/g, 'NABIL');
      expect(landsOn(path), path).not.toBe('*');
    }
    for (const path of ['/nowhere', '/dashboard/nowhere', '/dashboard/stock/A/B', '/privacy/more']) {
      expect([landsOn(path), isPagePath(path)], path).toEqual(['*', false]);
    }
  });

  it('send unknown addresses, inside the dashboard too, to the not-found page', () => {
    expect(landsOn('/nowhere')).toBe('*');
    expect(landsOn('/dashboard/nowhere')).toBe('*');
    expect(landsOn('/dashboard/backtest/extra')).toBe('*');
  });
});
