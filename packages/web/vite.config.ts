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

export default defineConfig({
  plugins: [react(), tailwindcss(), patternPictures()],
  // The manifest tells the prerender script each route's chunks; it removes the file.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, manifest: true },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/data': 'http://localhost:3000',
      '/playstats': 'http://localhost:3000',
    },
  },
});
