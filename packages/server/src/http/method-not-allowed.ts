import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error';
import { normalisedPath } from './request-path';

/** A route's path as a pattern: `:name` one segment, a final `*` the rest. */
function routePattern(url: string): RegExp {
  const parts = url.split(/(:[^/]+|\*)/).map((part) => {
    if (part === '*') return '.*';
    if (part.startsWith(':')) return '[^/]+';
    return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^${parts.join('')}$`);
}

/**
 * Answers 405 with `Allow` for an address that a route answers under other methods (`GET /api/backtest/`, which
 * only takes POST), where Fastify says 404. The routes are collected as they are declared (this app's own list), so
 * this is registered before them; a catch-all route (CORS's `OPTIONS *`) says nothing of an address and is left out.
 */
export function registerMethodNotAllowed(app: FastifyInstance): void {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  app.addHook('onRoute', (route) => {
    if (/^\/?\*$/.test(route.url)) return;
    const methods = [route.method].flat();
    // A plugin's root route answers its prefix with and without the slash, though the hooks hear of it once.
    const urls = route.prefix && route.url === route.prefix ? [route.url, `${route.url}/`] : [route.url];
    for (const url of urls) routes.push({ pattern: routePattern(url), methods });
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!request.is404) return;
    const path = normalisedPath(request.url);
    const allowed = new Set(
      routes.filter((route) => route.pattern.test(path)).flatMap((route) => route.methods),
    );
    // None, or this method too: the address is not a route's (a spelling the router does not take is a 404).
    if (allowed.size === 0 || allowed.has(request.method)) return;
    const methods = [...allowed].sort();
    reply.header('allow', methods.join(', '));
    throw new HttpError(405, `${request.method} is not allowed on ${path}: it takes ${methods.join(', ')}.`);
  });
}
