// Writes the landing page's markup into dist/index.html after `vite build`, so that / paints before its script
// runs. The render goes through Vite's SSR loader, so it sees the same sources and aliases as the build.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer } from 'vite';

const webRoot = path.resolve(import.meta.dirname, '..');
const indexFile = path.join(webRoot, 'dist/index.html');
const EMPTY_ROOT = '<div id="root"></div>';

const vite = await createServer({
  root: webRoot,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const { renderLanding } = await vite.ssrLoadModule('/src/prerender.tsx');
  const markup = renderLanding();
  const html = readFileSync(indexFile, 'utf8');
  if (!html.includes(EMPTY_ROOT)) throw new Error(`${indexFile} has no empty ${EMPTY_ROOT}`);
  writeFileSync(indexFile, html.replace(EMPTY_ROOT, `<div id="root" data-prerendered>${markup}</div>`));
  console.log(`prerendered / into dist/index.html (${(markup.length / 1024).toFixed(1)} KB of markup)`);
} finally {
  await vite.close();
}
