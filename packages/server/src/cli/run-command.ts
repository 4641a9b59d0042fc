import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { StoreTarget } from '../store/open-store';

/** `parse()`'s arguments, or undefined once its complaint and `usage` are printed (the command then exits 2). */
export function parseOrExplain<T>(parse: () => T, usage: string): T | undefined {
  try {
    return parse();
  } catch (err) {
    console.error(`${(err as Error).message}\n${usage}`);
    return undefined;
  }
}

/** The store a command's first line names: the SQLite file, or PostgreSQL. */
export const storeName = (target: StoreTarget) => (target.kind === 'sqlite' ? target.file : 'PostgreSQL');

/** Writes a command's report to `file`, its folder made first. */
export function writeReport(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/**
 * Runs a command's `main` as the process, its answer the exit code; an error of one of the `expected` kinds
 * (bad configuration, an unreachable store...) is printed as its message alone and exits 1, any other is thrown.
 */
export async function runCommand(
  main: () => Promise<number>,
  expected: ReadonlyArray<abstract new (...args: never[]) => Error>,
): Promise<void> {
  try {
    process.exitCode = await main();
  } catch (err) {
    if (!expected.some((kind) => err instanceof kind)) throw err;
    console.error((err as Error).message);
    process.exitCode = 1;
  }
}
