// Runs after `vite build`. Writes the landing page's markup into dist/index.html so that / paints before any
// script runs, and replaces Vite's entry tags with a small loader: on / the script is fetched only after the first
// paint (the prerendered page is usable without it: its links are plain anchors), elsewhere at once, every chunk of
// the address's route preloaded together (from the build manifest, which is then removed). The render goes
// through Vite's SSR loader, so it sees the same sources as the build.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer } from 'vite';

const webRoot = path.resolve(import.meta.dirname, '..');
const indexFile = path.join(webRoot, 'dist/index.html');
const manifestDir = path.join(webRoot, 'dist/.vite');
const EMPTY_ROOT = '<div id="root"></div>';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOADS = /<link rel="modulepreload" crossorigin href="[^"]+">\s*/g;

/** The entry loader: deferred past the first paint on the landing page, immediate on every other page. */
function entryLoader(entry) {
  const src = JSON.stringify(entry);
  return (
    '<script type="module">' +
    `const start=()=>import(${src});` +
    "if(location.pathname==='/')addEventListener('load',()=>requestAnimationFrame(()=>setTimeout(start)),{once:true});" +
    'else start();' +
    '</script>\n'
  );
}

/**
 * Fails the build when the entry (the landing page's script) loads the dashboard's shared chunk, directly or through
 * its imports: a module the landing page imports is then missing from the site group of vite.config.ts.
 */
function checkLandingChunks(manifest) {
  const [entryKey] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry) ?? [];
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (chunk?.file.startsWith('assets/dashboard-shared')) {
      throw new Error(
        `The landing page's script loads ${chunk.file}: add the module it imports to LANDING_MODULES in vite.config.ts`,
      );
    }
    for (const imported of chunk?.imports ?? []) visit(imported);
  };
  visit(entryKey);
}

const vite = await createServer({
  root: webRoot,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const { renderLanding } = await vite.ssrLoadModule('/src/prerender.tsx');
  const markup = renderLanding();
  const { routes } = await vite.ssrLoadModule('/src/app/routes.tsx');
  const { routePreloads, routePreloadScript } = await vite.ssrLoadModule('/src/app/route-preloads.ts');
  const manifest = JSON.parse(readFileSync(path.join(manifestDir, 'manifest.json'), 'utf8'));
  checkLandingChunks(manifest);
  const preloads = routePreloads(routes, manifest, 'src/app/app-entry.tsx');
  let html = readFileSync(indexFile, 'utf8');
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (entry === undefined) throw new Error(`${indexFile} has no module entry script`);
  if (!html.includes(EMPTY_ROOT)) throw new Error(`${indexFile} has no empty ${EMPTY_ROOT}`);
  html = html
    .replace(ENTRY_SCRIPT, routePreloadScript(preloads) + entryLoader(entry))
    .replace(MODULE_PRELOADS, '')
    .replace(EMPTY_ROOT, `<div id="root" data-prerendered>${markup}</div>`);
  writeFileSync(indexFile, html);
  rmSync(manifestDir, { recursive: true });
  console.log(
    `prerendered / into dist/index.html (${(markup.length / 1024).toFixed(1)} KB of markup), ${preloads.length} routes' chunks preloaded`,
  );
} finally {
  await vite.close();
}
