import { SCREEN_KEYS } from '@nepse/contract';
import type { RouteObject } from 'react-router';
import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { routePreloadScript, routePreloads } from './route-preloads';
import { routes } from './routes';

// A build of an entry, the router app, a layout with an index page, a page with a parameter, and shared chunks.
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/app/app-entry.tsx'],
  },
  '_react.js': { file: 'assets/react-1.js' },
  '_query.js': { file: 'assets/query-1.js', imports: ['_react.js'] },
  'src/app/app-entry.tsx': { file: 'assets/app-entry-1.js', isDynamicEntry: true, imports: ['_react.js'] },
  'src/app/dashboard/dashboard-layout.tsx': { file: 'assets/layout-1.js', imports: ['_query.js'] },
  'src/features/a/a-page.tsx': { file: 'assets/a-1.js', imports: ['_query.js', '_react.js'] },
  'src/features/b/b-page.tsx': { file: 'assets/b-1.js' },
};

const lazy = async () => ({});
const ROUTES: RouteObject[] = [
  {
    children: [
      { index: true, lazy, handle: { module: '../features/landing/landing-page.tsx' } },
      {
        path: 'dashboard',
        lazy,
        handle: { module: './dashboard/dashboard-layout.tsx' },
        children: [
          { index: true, lazy, handle: { module: '../features/a/a-page.tsx' } },
          { path: 'b/:id', lazy, handle: { module: '../features/b/b-page.tsx' } },
        ],
      },
      { path: '*', Component: () => null },
    ],
  },
];

const COMMON = ['/assets/index-1.js', '/assets/react-1.js', '/assets/app-entry-1.js'];

describe('route preloads', () => {
  it('list, for each route but the landing page, the entry, the router app and the route chunks with their imports', () => {
    expect(routePreloads(ROUTES, MANIFEST, 'src/app/app-entry.tsx')).toEqual([
      {
        pattern: '^/dashboard/?$',
        files: [...COMMON, '/assets/layout-1.js', '/assets/query-1.js', '/assets/a-1.js'],
      },
      {
        pattern: '^/dashboard/b/[^/]+/?$',
        files: [...COMMON, '/assets/layout-1.js', '/assets/query-1.js', '/assets/b-1.js'],
      },
    ]);
  });

  it('fail the build on a route module the manifest lacks', () => {
    const routesWithStray: RouteObject[] = [
      { path: 'x', lazy, handle: { module: '../features/c/c-page.tsx' } },
    ];
    expect(() => routePreloads(routesWithStray, MANIFEST, 'src/app/app-entry.tsx')).toThrow(
      'The build manifest has no chunk for src/features/c/c-page.tsx',
    );
  });

  it('add the modulepreload links of the first route matching the address, none on the landing page', () => {
    const script = routePreloadScript(routePreloads(ROUTES, MANIFEST, 'src/app/app-entry.tsx'));
    // Only the script's own links go: the head is the one every test file of the worker shares.
    const links = () => [...document.head.querySelectorAll('link[rel=modulepreload]')];
    const preloaded = (pathname: string) => {
      for (const link of links()) link.remove();
      window.history.replaceState(null, '', pathname);
      new Function(script.replace(/^<script>|<\/script>\n$/g, ''))();
      return links().map((l) => l.getAttribute('href'));
    };
    expect(preloaded('/dashboard/b/com.example.app')).toEqual([
      ...COMMON,
      '/assets/layout-1.js',
      '/assets/query-1.js',
      '/assets/b-1.js',
    ]);
    expect(preloaded('/Dashboard/')).toHaveLength(6);
    expect(preloaded('/')).toEqual([]);
    expect(preloaded('/dashboard/b')).toEqual([]);
  });

  it('give every lazy route of the app a module of the glob, each exporting its component', async () => {
    const lazyRoutes: RouteObject[] = [];
    const collect = (list: RouteObject[]) => {
      for (const route of list) {
        if (route.lazy) lazyRoutes.push(route);
        if (route.children) collect(route.children);
      }
    };
    collect(routes);
    // Each screen of the manifest, and the landing page, the dashboard's layout and index, the stock page, a Play
    // Store app's page and the four footer pages.
    expect(lazyRoutes).toHaveLength(SCREEN_KEYS.length + 9);
    for (const route of lazyRoutes) {
      const load = route.lazy as () => Promise<{ Component?: unknown }>;
      expect(typeof (await load()).Component, String(route.path)).toBe('function');
    }
    // It imports every page of the app, which a busy machine takes more than the default 5 s to do.
  }, 60_000);
});
