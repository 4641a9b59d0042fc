import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, runnerImport } from 'vite';
import type { patternPictureFiles } from './src/lib/pattern-picture-files';

const PATTERN_PICTURE_FILES = fileURLToPath(new URL('./src/lib/pattern-picture-files.ts', import.meta.url));

/**
 * Draws every pattern's picture once when Vite starts, writes each into the build at its path and serves it from
 * the dev server, so that a pattern's `image_URL` is a plain static file.
 */
function patternPictures(): Plugin {
  let files = new Map<string, string>();
  return {
    name: 'nepse-pattern-pictures',
    async buildStart() {
      // Through Vite's module runner: Node alone cannot load the workspace packages, which export TypeScript.
      const { module } = await runnerImport<{ patternPictureFiles: typeof patternPictureFiles }>(
        PATTERN_PICTURE_FILES,
        { configFile: false, logLevel: 'error' },
      );
      files = new Map(module.patternPictureFiles().map((file) => [file.path, file.svg]));
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const svg = request.url === undefined ? undefined : files.get(request.url);
        if (svg === undefined) return next();
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(svg);
      });
    },
    generateBundle() {
      for (const [path, svg] of files) this.emitFile({ type: 'asset', fileName: path.slice(1), source: svg });
    },
  };
}

/** Modules of the landing page and the entry: kept out of the dashboard's shared chunk, which they never load. */
const LANDING_MODULES =
  /\/src\/(components\/(site-footer|brand-logo|app-link|icons|class-names|guided-tour\/tour-address)|lib\/(page-meta|access-key|analytics|app-config))\.tsx?$/;

/** React and the modules of the entry and the landing page: the contract's names they read, Vite's loader of chunks. */
function isSite(id: string): boolean {
  return (
    /\/node_modules\/(react|react-dom|scheduler)\//.test(id) ||
    LANDING_MODULES.test(id) ||
    /\/contract\/src\/(api-paths|app-config-element)\.ts$/.test(id) ||
    id.includes('vite/preload-helper')
  );
}

/** Packages the features import themselves: the contract's schemas and texts, TanStack Query. */
const FEATURES_SHARED_PACKAGES = /\/(contract\/src|node_modules\/@tanstack\/(query-core|react-query))\//;

/**
 * The dashboard's shared parts (components and lib modules that two or more chunks use, with what they import, and
 * the contract's schemas and the query library that two or more features import themselves) in one chunk: left to
 * the bundler they are some twenty files of 1 KB, each a request of its own on the path to a screen's first paint.
 * Charts stay out: only the chart pages load them.
 */
function isDashboardShared(id: string): boolean {
  return (
    (/\/src\/(components|lib)\//.test(id) || FEATURES_SHARED_PACKAGES.test(id)) &&
    !id.includes('/components/charts/') &&
    !LANDING_MODULES.test(id)
  );
}

export default defineConfig({
  plugins: [react(), tailwindcss(), patternPictures()],
  // The manifest tells the prerender script each route's chunks; it removes the file.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the entry and the landing page load, first, so that the dashboard's chunk does not take it.
            { name: 'site', test: isSite, priority: 2 },
            { name: 'dashboard-shared', test: isDashboardShared, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/data': 'http://localhost:3000',
      '/playstats': 'http://localhost:3000',
    },
  },
});
