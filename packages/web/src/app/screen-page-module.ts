import type { ScreenKey } from '@nepse/contract';

/** `fiftyTwoWeekHighLow` as `fifty-two-week-high-low`. */
const kebabCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * A screen's page, found from its manifest key: the module `features/<kebab-key>/<kebab-key>-page.tsx` (as a path
 * from this folder, a key of the routes' glob) and its export `<PascalKey>Page`; for `fiftyTwoWeekHighLow`,
 * `fifty-two-week-high-low-page.tsx` exporting `FiftyTwoWeekHighLowPage`. A convention rather than a table, so that
 * a new screen needs no line here; `screen-page-module.test.ts` fails for a screen without its page.
 */
export function screenPageModule(key: ScreenKey): { module: string; name: string } {
  const folder = kebabCase(key);
  return {
    module: `../features/${folder}/${folder}-page.tsx`,
    name: `${key.charAt(0).toUpperCase()}${key.slice(1)}Page`,
  };
}
