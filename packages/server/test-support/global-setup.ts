import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder that lasts for the whole run, where test files leave what others may reuse. */
    runDir: string;
  }
}

/** Gives the run a folder of its own, and removes it once every test has run. */
export function setup(project: TestProject): () => void {
  const runDir = mkdtempSync(path.join(tmpdir(), 'nepse-server-run-'));
  project.provide('runDir', runDir);
  return () => rmSync(runDir, { recursive: true, force: true });
}
