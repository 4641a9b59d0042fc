// A tiny WebAssembly binary encoder for the tests' own token modules (no wabt here, and no dependency for it).
// Every function has the token functions' type (i32 x 5) -> i32. Layout (WebAssembly core spec 5.5): the magic
// and version, then the type (1), import (2), function (3), export (7) and code (10) sections, each as its id, its
// byte length (unsigned LEB128) and its contents; vectors are a count then their items.

/** Instructions used in the bodies (WebAssembly core spec 5.4). */
const op = {
  unreachable: 0x00,
  loop: 0x03,
  br: 0x0c,
  end: 0x0b,
  localGet: 0x20,
  i32Const: 0x41,
  i32Add: 0x6a,
  blockTypeEmpty: 0x40,
} as const;

const I32 = 0x7f;

interface TestFunction {
  name: string;
  /** The body's instructions, without the final `end`. */
  body: number[];
}

function uleb(n: number): number[] {
  const out: number[] = [];
  let v = n;
  do {
    let byte = v & 0x7f;
    v >>>= 7;
    if (v !== 0) byte |= 0x80;
    out.push(byte);
  } while (v !== 0);
  return out;
}

/** Signed LEB128 of a small i32 constant, for `i32.const`. */
function sleb(n: number): number[] {
  const out: number[] = [];
  let v = n;
  for (;;) {
    const byte = v & 0x7f;
    v >>= 7;
    if ((v === 0 && (byte & 0x40) === 0) || (v === -1 && (byte & 0x40) !== 0)) {
      out.push(byte);
      return out;
    }
    out.push(byte | 0x80);
  }
}

const name = (text: string) => [...uleb(text.length), ...Buffer.from(text, 'utf8')];
const section = (id: number, contents: number[]) => [id, ...uleb(contents.length), ...contents];
const vector = (items: number[][]) => [...uleb(items.length), ...items.flat()];

/** A module exporting `functions` (type (i32 x 5) -> i32); with `importing`, it also imports a function env.f. */
export function wasmModule(functions: readonly TestFunction[], importing = false): Uint8Array {
  const funcType = [0x60, ...vector([[I32], [I32], [I32], [I32], [I32]]), ...vector([[I32]])];
  const imports = importing ? [section(2, vector([[...name('env'), ...name('f'), 0x00, 0x00]]))] : [];
  const first = importing ? 1 : 0;
  const bytes = [
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...section(1, vector([funcType])),
    ...imports.flat(),
    ...section(3, vector(functions.map(() => [0x00]))),
    ...section(7, vector(functions.map((f, i) => [...name(f.name), 0x00, ...uleb(first + i)]))),
    ...section(
      10,
      vector(
        functions.map((f) => {
          const body = [0x00, ...f.body, op.end];
          return [...uleb(body.length), ...body];
        }),
      ),
    ),
  ];
  return Uint8Array.from(bytes);
}

/** The sum of the first `n` arguments: `local.get 0, local.get 1, i32.add, ...`. */
export function sumOfFirst(n: number): number[] {
  const body = [op.localGet, 0];
  for (let i = 1; i < n; i++) body.push(op.localGet, i, op.i32Add);
  return body;
}

/**
 * The tests' token module: cdx returns its first argument, rdx the sum of its first two, bdx of three, ndx of four,
 * mdx of all five. With salts 1..5 the access token's positions are 1, 3, 7, 10, 15 (rdx/bdx/ndx/mdx take
 * s1, s2, s4, s3, s5: 1+2 = 3, 1+2+4 = 7, 1+2+4+3 = 10, 1+2+4+3+5 = 15).
 */
export const SUMS_MODULE = wasmModule([
  { name: 'cdx', body: sumOfFirst(1) },
  { name: 'rdx', body: sumOfFirst(2) },
  { name: 'bdx', body: sumOfFirst(3) },
  { name: 'ndx', body: sumOfFirst(4) },
  { name: 'mdx', body: sumOfFirst(5) },
]);

/** A module whose cdx loops forever (`loop br 0 end`), the others as SUMS_MODULE's. */
export const LOOPING_MODULE = wasmModule([
  { name: 'cdx', body: [op.loop, op.blockTypeEmpty, op.br, 0, op.end, op.i32Const, ...sleb(0)] },
  { name: 'rdx', body: sumOfFirst(2) },
  { name: 'bdx', body: sumOfFirst(3) },
  { name: 'ndx', body: sumOfFirst(4) },
  { name: 'mdx', body: sumOfFirst(5) },
]);
