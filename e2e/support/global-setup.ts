import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './browser';
import { repoRoot, startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Builds the web app when it is not built, then starts one real server for every browser test; the function it
 * returns stops that server once they have run.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is missing at ${CHROMIUM_PATH}: run apt-get install -y chromium`);
  }
  if (!existsSync(path.join(repoRoot, 'packages/web/dist/index.html'))) {
    execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  }
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}
