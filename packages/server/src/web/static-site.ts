import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { APP_CONFIG_ELEMENT_ID, type AppConfig, isApiPath, isPagePath } from '@nepse/contract';
import type { FastifyInstance } from 'fastify';
import { type Encoding, pickEncoding } from '../http/accept-encoding';
import { normalisedPath } from '../http/request-path';

/**
 * The runtime config as a JSON data block, which the browser does not run, so the Content-Security-Policy needs no
 * hash for a text that changes with the data; `<` escaped so that no value can close the tag.
 */
function configScript(config: AppConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script id="${APP_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`;
}

/** The built web app's index.html, undefined when the app is not built. */
export function readIndexPage(webDist: string): string | undefined {
  const indexFile = path.join(webDist, 'index.html');
  return existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
}

/**
 * Serves the built web app (`template` is its index.html, from readIndexPage): hashed assets cached for a year, `index.html` (with the runtime config, read per
 * request since whether the data is the demo market changes with an import) for every other GET that is not
 * an API path, so that the client router shows its own pages, including not-found (with status 404 for an address
 * that is none of the app's pages). That includes addresses
 * with a dot (a Play Store package name has dots): only real files, `/assets/` and API paths answer otherwise.
 * Unknown API paths and missing assets answer 404 JSON.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  webDist: string,
  template: string | undefined,
  appConfig: () => AppConfig,
): Promise<void> {
  if (template !== undefined) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  // The page differs only by its config script, which changes with the data version: compress each once.
  let cached: { script: string; bodies: Record<Encoding, Buffer> } | undefined;
  const compressedIndex = (page: string, script: string): Record<Encoding, Buffer> => {
    if (cached?.script !== script) {
      const html = page.replace('</head>', `${script}</head>`);
      cached = {
        script,
        bodies: { identity: Buffer.from(html), br: brotliCompressSync(html), gzip: gzipSync(html) },
      };
    }
    return cached.bodies;
  };

  app.setNotFoundHandler((request, reply) => {
    // Read as the rate limit reads it, so that no spelling of an API address is answered the web app.
    const url = normalisedPath(request.url);
    if (isApiPath(url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ error: `Not found: ${request.method} ${url}` });
    }
    if (template === undefined) {
      return reply.status(503).send({ error: 'The web app is not built: run `npm run build`.' });
    }
    // A missing built file (a chunk of an older build) must fail as a script, not load the page as one.
    if (url.startsWith('/assets/')) return reply.status(404).send({ error: `Not found: ${url}` });
    const index = compressedIndex(template, configScript(appConfig()));
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    // The same page either way, whose router shows the not-found page; the status tells a crawler or a script.
    return reply
      .status(isPagePath(url) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8')
      .send(index[encoding]);
  });
}
