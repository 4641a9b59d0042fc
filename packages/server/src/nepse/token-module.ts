import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';

/** The functions of NEPSE's module the token derivation calls, each (i32 x 5) -> i32. */
export const TOKEN_FUNCTIONS = ['cdx', 'rdx', 'bdx', 'ndx', 'mdx'] as const;
export type TokenFunction = (typeof TOKEN_FUNCTIONS)[number];

/** One call of the module: a function and its five arguments. */
export type TokenCall = readonly [TokenFunction, readonly number[]];

export interface TokenModuleLimits {
  /** The largest module accepted, in bytes (NEPSE's css.wasm is 750 bytes). */
  maxBytes: number;
  /** How long one batch of calls may run, from the worker's start, before the worker is stopped. */
  timeoutMs: number;
}

export const DEFAULT_TOKEN_MODULE_LIMITS: TokenModuleLimits = { maxBytes: 64 * 1024, timeoutMs: 2000 };

/** NEPSE's module was refused (too large, not WebAssembly, asking for imports, missing a function) or overran. */
export class TokenModuleError extends Error {}

/**
 * Runs in the worker (plain JavaScript, so that it needs no loader): instantiates the module with no imports, so it
 * can compute and nothing else, makes the calls and posts their i32 results.
 */
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const instance = new WebAssembly.Instance(new WebAssembly.Module(workerData.bytes), {});
parentPort.postMessage(workerData.calls.map(([name, args]) => instance.exports[name](...args) | 0));
`;

/**
 * NEPSE's own WebAssembly module (the site's css.wasm), fetched at run time, checked and confined: at most
 * `maxBytes`, no imports, the five token functions exported; its calls run in a worker thread with small heap
 * limits that is terminated when they take longer than `timeoutMs`, so that a module that loops forever stops.
 */
export class TokenModule {
  private constructor(
    private readonly bytes: Uint8Array,
    /** SHA-256 of the module's bytes in hex, logged so that a change of NEPSE's code shows. */
    readonly sha256: string,
    private readonly limits: TokenModuleLimits,
  ) {}

  static load(bytes: Uint8Array, limits: TokenModuleLimits = DEFAULT_TOKEN_MODULE_LIMITS): TokenModule {
    if (bytes.length > limits.maxBytes) {
      throw new TokenModuleError(
        `NEPSE's token module is ${bytes.length} bytes, more than the ${limits.maxBytes} accepted`,
      );
    }
    let module: WebAssembly.Module;
    try {
      module = new WebAssembly.Module(bytes);
    } catch (err) {
      throw new TokenModuleError(`NEPSE's token module is not WebAssembly: ${(err as Error).message}`);
    }
    const imports = WebAssembly.Module.imports(module);
    if (imports.length > 0) {
      const names = imports.map((i) => `${i.module}.${i.name}`).join(', ');
      throw new TokenModuleError(`NEPSE's token module asks for imports (${names}); it may have none`);
    }
    const functions = new Set(
      WebAssembly.Module.exports(module)
        .filter((e) => e.kind === 'function')
        .map((e) => e.name),
    );
    const missing = TOKEN_FUNCTIONS.filter((f) => !functions.has(f));
    if (missing.length > 0) {
      throw new TokenModuleError(`NEPSE's token module does not export ${missing.join(', ')}`);
    }
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    return new TokenModule(bytes, sha256, limits);
  }

  get size(): number {
    return this.bytes.length;
  }

  /** Makes the calls in a fresh worker, in order; rejects with TokenModuleError when they overrun or trap. */
  call(calls: readonly TokenCall[]): Promise<number[]> {
    const { timeoutMs } = this.limits;
    return new Promise((resolve, reject) => {
      const worker = new Worker(WORKER_CODE, {
        eval: true,
        workerData: { bytes: this.bytes, calls },
        resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 4, stackSizeMb: 1 },
      });
      let timer: NodeJS.Timeout | undefined;
      const settle = (outcome: () => void) => {
        clearTimeout(timer);
        worker.removeAllListeners();
        void worker.terminate();
        outcome();
      };
      // The clock starts once the thread runs, so that a slow thread start on a busy machine is not counted.
      worker.once('online', () => {
        timer = setTimeout(
          () =>
            settle(() =>
              reject(new TokenModuleError(`NEPSE's token module ran longer than ${timeoutMs} ms; stopped`)),
            ),
          timeoutMs,
        );
      });
      worker.once('message', (results: number[]) => settle(() => resolve(results)));
      worker.once('error', (err) =>
        settle(() => reject(new TokenModuleError(`NEPSE's token module failed: ${err.message}`))),
      );
      worker.once('exit', (code) =>
        settle(() => reject(new TokenModuleError(`NEPSE's token module's worker exited (${code})`))),
      );
    });
  }
}
