import { describe, expect, it } from 'vitest';
import { LOOPING_MODULE, SUMS_MODULE, sumOfFirst, wasmModule } from '../../test-support/wasm-module-bytes';
import { TokenModule, TokenModuleError } from './token-module';

describe('TokenModule', () => {
  it('runs the calls in a worker and hashes the bytes', async () => {
    const module = TokenModule.load(SUMS_MODULE);
    expect(module.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(
      await module.call([
        ['cdx', [7, 1, 1, 1, 1]],
        ['mdx', [1, 2, 4, 3, 5]],
      ]),
    ).toEqual([7, 15]);
  });

  it('refuses a module larger than the limit', () => {
    expect(() =>
      TokenModule.load(SUMS_MODULE, { maxBytes: SUMS_MODULE.length - 1, timeoutMs: 1000 }),
    ).toThrow(
      `NEPSE's token module is ${SUMS_MODULE.length} bytes, more than the ${SUMS_MODULE.length - 1} accepted`,
    );
  });

  it('refuses a module with imports, one without the token functions, and bytes that are not WebAssembly', () => {
    const withImport = wasmModule([{ name: 'cdx', body: sumOfFirst(1) }], true);
    expect(() => TokenModule.load(withImport)).toThrow('asks for imports (env.f)');
    expect(() => TokenModule.load(wasmModule([{ name: 'cdx', body: sumOfFirst(1) }]))).toThrow(
      'does not export rdx, bdx, ndx, mdx',
    );
    expect(() => TokenModule.load(Uint8Array.from([1, 2, 3]))).toThrow(TokenModuleError);
  });

  it('stops a module that loops forever', async () => {
    const module = TokenModule.load(LOOPING_MODULE, { maxBytes: 1024, timeoutMs: 200 });
    await expect(module.call([['cdx', [1, 2, 3, 4, 5]]])).rejects.toThrow(
      "NEPSE's token module ran longer than 200 ms; stopped",
    );
    // The module's other functions still answer (with the default 2 s, so that a busy machine does not fail it):
    // the stopped worker took nothing down with it.
    expect(await TokenModule.load(LOOPING_MODULE).call([['rdx', [1, 2, 4, 3, 5]]])).toEqual([3]);
  });
});
