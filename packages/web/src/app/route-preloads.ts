import type { RouteObject } from 'react-router';
import type { Manifest } from 'vite';
import type { RouteModuleHandle } from './routes';

/** Build time only: the chunks to preload for the addresses a route pattern matches. */
export interface RoutePreload {
  /** The route's path as a regular expression on `location.pathname` (case-insensitive, optional final slash). */
  pattern: string;
  files: string[];
}

/** A chunk's file and, transitively, those it imports statically: all that must load before it runs. */
function chunkFiles(manifest: Manifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (chunk === undefined) throw new Error(`The build manifest has no chunk for ${key}`);
  const file = `/${chunk.file}`;
  if (into.has(file)) return;
  into.add(file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, into);
}

const isModuleHandle = (handle: unknown): handle is RouteModuleHandle =>
  typeof handle === 'object' &&
  handle !== null &&
  typeof (handle as { module?: unknown }).module === 'string';

/** `dashboard/playstats/app/:packageName` as `^/dashboard/playstats/app/[^/]+/?$`. */
function pathPattern(path: string): string {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^/${segments.join('/')}/?$`;
}

/**
 * For each leaf route other than the landing page, every chunk its address needs: the entry, the router app
 * (`appEntry`), the modules of the route and its parents (whose `lazy` React Router runs together), each with its
 * static imports, so that they load in one round trip instead of one step per import. `appEntry` and the modules
 * are manifest keys (paths from the package root); a route's module is a key relative to `src/app`.
 */
export function routePreloads(routes: RouteObject[], manifest: Manifest, appEntry: string): RoutePreload[] {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (entry === undefined) throw new Error('The build manifest has no entry');
  const common = new Set<string>();
  chunkFiles(manifest, entry, common);
  chunkFiles(manifest, appEntry, common);
  const preloads: RoutePreload[] = [];
  const visit = (route: RouteObject, parentPath: string, parentModules: string[]) => {
    const path = route.path === undefined ? parentPath : `${parentPath}/${route.path}`;
    const modules = isModuleHandle(route.handle) ? [...parentModules, route.handle.module] : parentModules;
    if (route.children !== undefined) {
      for (const child of route.children) visit(child, path, modules);
      return;
    }
    if (modules.length === 0 || path === '') return;
    const files = new Set(common);
    for (const module of modules)
      chunkFiles(manifest, new URL(module, 'file:///src/app/').pathname.slice(1), files);
    preloads.push({ pattern: pathPattern(path), files: [...files] });
  };
  for (const route of routes) visit(route, '', []);
  return preloads;
}

/**
 * A classic script for the page's head, before the stylesheet, that adds a `<link rel="modulepreload">` for each
 * chunk of the first route matching the address (the chunk names listed once, routes by index); nothing on /.
 */
export function routePreloadScript(preloads: RoutePreload[]): string {
  const files = [...new Set(preloads.flatMap((p) => p.files))];
  const table = preloads.map((p) => [p.pattern, p.files.map((f) => files.indexOf(f))]);
  return (
    '<script>' +
    `((f,t)=>{const r=t.find(([p])=>new RegExp(p,'i').test(location.pathname));` +
    "if(r)for(const i of r[1]){const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f[i];document.head.append(l)}})" +
    `(${JSON.stringify(files)},${JSON.stringify(table)})` +
    '</script>\n'
  );
}
