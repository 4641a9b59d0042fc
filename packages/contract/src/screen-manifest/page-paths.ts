import { SCREEN_KEYS, SCREEN_MANIFEST } from './screen-manifest';

/**
 * The web app's pages beside the screens of the manifest, as path patterns (`:name` for one segment). The web's
 * router declares its routes from these and the manifest's pages; the server answers 404 for any other address.
 */
export const OTHER_PAGES = {
  landing: '/',
  dashboard: '/dashboard',
  stock: '/dashboard/stock/:symbol',
  playApp: '/dashboard/playstats/app/:packageName',
  privacy: '/privacy',
  terms: '/terms',
  contact: '/contact',
  support: '/support',
} as const;

/** Every page's path pattern: the screens' and the others. */
export const PAGE_PATTERNS: readonly string[] = [
  ...Object.values(OTHER_PAGES),
  ...SCREEN_KEYS.map((key) => SCREEN_MANIFEST[key].page),
];

const segments = (path: string) => path.split('/').filter((segment) => segment !== '');

/**
 * Whether a (decoded) path is one of the app's pages, matched as the web's router matches: letter case aside, a
 * trailing slash allowed, a parameter any one non-empty segment. A known page with an unknown value (a symbol no
 * stock has) is a page: it says itself that the symbol is unknown.
 */
export function isPagePath(path: string): boolean {
  const sent = segments(path.toLowerCase());
  return PAGE_PATTERNS.some((pattern) => {
    const wanted = segments(pattern.toLowerCase());
    return (
      wanted.length === sent.length && wanted.every((part, i) => part.startsWith(':') || part === sent[i])
    );
  });
}
