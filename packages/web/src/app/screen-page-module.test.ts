import { SCREEN_KEYS } from '@nepse/contract';
import { describe, expect, it } from 'vitest';
import { screenPageModule } from './screen-page-module';

// The same pages as the routes' glob; read here without the routes, which fail to load on a missing page.
const pageModules = import.meta.glob<Record<string, unknown>>('../features/*/*-page.tsx');

describe("each screen's page, found from its manifest key", () => {
  it('is features/<kebab-key>/<kebab-key>-page.tsx exporting <PascalKey>Page', () => {
    expect(screenPageModule('fiftyTwoWeekHighLow')).toEqual({
      module: '../features/fifty-two-week-high-low/fifty-two-week-high-low-page.tsx',
      name: 'FiftyTwoWeekHighLowPage',
    });
    expect(screenPageModule('backtest')).toEqual({
      module: '../features/backtest/backtest-page.tsx',
      name: 'BacktestPage',
    });
  });

  it.each(SCREEN_KEYS)('exists for %s and exports its component', async (key) => {
    const { module, name } = screenPageModule(key);
    const load = pageModules[module];
    expect(load, `no page module ${module} for the screen ${key}`).toBeDefined();
    const exported = load === undefined ? undefined : (await load())[name];
    expect(typeof exported, `${module} exports no component ${name}`).toBe('function');
  });
});
