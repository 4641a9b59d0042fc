// The one loop of the library that runs in WebAssembly: the greatest (or least) of four values at given distances,
// two lanes at a time. JavaScript has no branch-free maximum (V8 compiles Math.max and `a < b ? b : a` to branches,
// which a price series mispredicts), while f64x2.pmax is one maxpd instruction for two bars. The window highs
// and lows of Stochastic, Williams %R, Ichimoku and MAX/MIN are built from passes of it (see window-extremes.ts).

/**
 * dst[j] = pick(src[j], src[j + a], src[j + b], src[j + c]) for j < count, addresses in bytes of the kernel's
 * memory; it may write one value past `count` (two lanes a step), so every region keeps spare values at its end.
 */
export type PickKernel = (src: number, dst: number, count: number, a: number, b: number, c: number) => void;

/** The two kernels and the memory they work in, of a fixed size. */
export interface Kernels {
  /** pmax: a < b ? b : a, exact, and the same as TA-Lib's comparisons on numbers (not on NaN). */
  readonly max: PickKernel;
  /** pmin: b < a ? b : a. */
  readonly min: PickKernel;
  /** The memory, as numbers: byte address 8 x j is heap[j]. */
  readonly heap: Float64Array;
}

/** Kernels over a memory of at least `bytes`. */
export type KernelFactory = (bytes: number) => Kernels;

// The few instructions of the kernels, by their binary codes.
const SIMD = 0xfd;
const I32 = 0x7f;
const ADD = 0x6a;
const SHL = 0x74;
const LT_U = 0x49;
const EQZ = 0x45;
const END = 0x0b;
const BLOCK = [0x02, 0x40];
const LOOP = [0x03, 0x40];
const V128_LOAD = [SIMD, 0x00, 3, 0];
const V128_STORE = [SIMD, 0x0b, 3, 0];
const get = (local: number) => [0x20, local];
const set = (local: number) => [0x21, local];
const tee = (local: number) => [0x22, local];
const i32 = (small: number) => [0x41, small];
const brIf = (depth: number) => [0x0d, depth];

// The kernel's parameters and locals.
const SRC = 0;
const DST = 1;
const COUNT = 2;
const A = 3;
const B = 4;
const C = 5;
const DST_END = 6;
const OFFSET_A = 7;
const OFFSET_B = 8;
const OFFSET_C = 9;

/** The body of a kernel that picks with the SIMD instruction `pick` (pmax or pmin). */
function body(pick: number): number[] {
  const picked = (offset: number) => [...get(SRC), ...get(offset), ADD, ...V128_LOAD, SIMD, ...leb128(pick)];
  const code = [
    [1, 4, I32], // four i32 locals
    [...get(A), ...i32(3), SHL, ...set(OFFSET_A)],
    [...get(B), ...i32(3), SHL, ...set(OFFSET_B)],
    [...get(C), ...i32(3), SHL, ...set(OFFSET_C)],
    [...get(DST), ...get(COUNT), ...i32(3), SHL, ADD, ...set(DST_END)],
    [...BLOCK, ...get(COUNT), EQZ, ...brIf(0)],
    [...LOOP, ...get(DST)],
    [...get(SRC), ...V128_LOAD],
    picked(OFFSET_A),
    picked(OFFSET_B),
    picked(OFFSET_C),
    V128_STORE,
    [...get(SRC), ...i32(16), ADD, ...set(SRC)],
    [...get(DST), ...i32(16), ADD, ...tee(DST)],
    [...get(DST_END), LT_U, ...brIf(0), END, END, END],
  ].flat();
  return [...leb128(code.length), ...code];
}

/** An unsigned number in LEB128, the encoding of every size in the binary format. */
function leb128(value: number): number[] {
  const bytes: number[] = [];
  let rest = value;
  while (rest >= 0x80) {
    bytes.push((rest & 0x7f) | 0x80);
    rest >>>= 7;
  }
  bytes.push(rest);
  return bytes;
}

function section(id: number, content: readonly number[]): number[] {
  return [id, ...leb128(content.length), ...content];
}

function name(text: string): number[] {
  return [text.length, ...Array.from(text, (c) => c.charCodeAt(0))];
}

/** The module: the two kernels, exported as max and min, over a memory it imports as env.memory. */
function moduleBytes(): Uint8Array {
  const maxBody = body(0xf7); // f64x2.pmax
  const minBody = body(0xf6); // f64x2.pmin
  return Uint8Array.from([
    ...[0x00, 0x61, 0x73, 0x6d, 1, 0, 0, 0],
    ...section(1, [1, 0x60, 6, I32, I32, I32, I32, I32, I32, 0]), // type: (six i32) -> ()
    ...section(2, [1, ...name('env'), ...name('memory'), 2, 0, 1]), // a memory of at least one page
    ...section(3, [2, 0, 0]), // two functions of that type
    ...section(7, [2, ...name('max'), 0, 0, ...name('min'), 0, 1]),
    ...section(10, [2, ...maxBody, ...minBody]),
  ]);
}

/** What the kernels need of WebAssembly (core's TypeScript library has no DOM, which declares it). */
interface WebAssemblyApi {
  validate(bytes: Uint8Array): boolean;
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { readonly exports: unknown };
  Memory: new (size: { initial: number }) => { readonly buffer: ArrayBuffer };
}

/**
 * The WebAssembly kernels, or undefined where WebAssembly or its SIMD is missing or not allowed. Each size gets a memory and an
 * instance of its own: growing a memory would detach its old buffer, and one detached buffer in a process makes
 * V8 check every typed array access of every function for it from then on (twice the time of a plain loop).
 */
export function simdKernels(): KernelFactory | undefined {
  const wasm = (globalThis as { WebAssembly?: WebAssemblyApi }).WebAssembly;
  const bytes = moduleBytes();
  if (!wasm?.validate(bytes)) return undefined;
  let module: object;
  try {
    module = new wasm.Module(bytes);
  } catch {
    return undefined; // a Content-Security-Policy without 'wasm-unsafe-eval' forbids compiling
  }
  return (size) => {
    const memory = new wasm.Memory({ initial: Math.ceil(size / 65536) });
    const { max, min } = new wasm.Instance(module, { env: { memory } }).exports as Omit<Kernels, 'heap'>;
    return { max, min, heap: new Float64Array(memory.buffer) };
  };
}

/** The same kernels in JavaScript, for engines without WebAssembly SIMD. */
export function scriptKernels(size: number): Kernels {
  const heap = new Float64Array(Math.ceil(size / 8));
  return {
    heap,
    max(src, dst, count, a, b, c) {
      const from = src >> 3;
      const to = dst >> 3;
      for (let j = from; j < from + count; j++) {
        const ab = heap[j]! < heap[j + a]! ? heap[j + a]! : heap[j]!;
        const bc = heap[j + b]! < heap[j + c]! ? heap[j + c]! : heap[j + b]!;
        heap[to + j - from] = ab < bc ? bc : ab;
      }
    },
    min(src, dst, count, a, b, c) {
      const from = src >> 3;
      const to = dst >> 3;
      for (let j = from; j < from + count; j++) {
        const ab = heap[j + a]! < heap[j]! ? heap[j + a]! : heap[j]!;
        const bc = heap[j + c]! < heap[j + b]! ? heap[j + c]! : heap[j + b]!;
        heap[to + j - from] = bc < ab ? bc : ab;
      }
    },
  };
}
