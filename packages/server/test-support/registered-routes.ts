import type { FastifyInstance } from 'fastify';

/** A route as the app declared it: its path (`:name` for a parameter) and methods. */
export interface RegisteredRoute {
  path: string;
  methods: string[];
}

/**
 * Test support: every route `app` answers, read from its printed route tree (Fastify keeps no list to read), so
 * that a property over every route also covers routes added later.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  // The path of the node last seen at each depth: a child's line holds only what it adds to its parent's.
  const parents: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (parents[depth - 1] ?? '') + (match[2] ?? '');
    parents.length = depth;
    parents.push(path);
    if (match[3]) routes.push({ path, methods: match[3].split(', ') });
  }
  return routes;
}
