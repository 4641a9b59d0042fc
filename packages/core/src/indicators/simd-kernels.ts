// The loops of the library that run in WebAssembly, where JavaScript has no instruction for the work:
// - `max` / `min`: the greatest (or least) of four values at given distances, two lanes at a time. JavaScript has
//   no branch-free maximum (V8 compiles Math.max and `a < b ? b : a` to branches, which a price series
//   mispredicts), while f64x2.pmax is one maxpd instruction for two bars. The window highs and lows of
//   Stochastic, Williams %R, Ichimoku and MAX/MIN are built from passes of it (see window-extremes.ts).
// - `deviations`: the sum of absolute deviations from a mean over a window, for four bars at a time in the lanes
//   of two f64x2 sums (CCI's mean deviation, period operations a bar that V8 runs one at a time).

/**
 * dst[j] = pick(src[j], src[j + a], src[j + b], src[j + c]) for j < count, addresses in bytes of the kernel's
 * memory; it may write one value past `count` (two lanes a step), so every region keeps spare values at its end.
 */
export type PickKernel = (src: number, dst: number, count: number, a: number, b: number, c: number) => void;

/**
 * dst[b] = the sum over j < period of |src[b + j] - means[b]|, in the order of j, for b < count (addresses in bytes
 * of the kernel's memory); it may write three values past `count` (four bars a step) and reads past them in
 * `src` and `means` as well.
 */
export type DeviationKernel = (
  src: number,
  means: number,
  dst: number,
  count: number,
  period: number,
) => void;

/** The kernels and the memory they work in, of a fixed size. */
export interface Kernels {
  /** pmax: a < b ? b : a, exact, and the same as TA-Lib's comparisons on numbers (not on NaN). */
  readonly max: PickKernel;
  /** pmin: b < a ? b : a. */
  readonly min: PickKernel;
  readonly deviations: DeviationKernel;
  /** The memory, as numbers: byte address 8 x j is heap[j]. */
  readonly heap: Float64Array;
}

/** Kernels over a memory of at least `bytes`. */
export type KernelFactory = (bytes: number) => Kernels;

// The few instructions of the kernels, by their binary codes.
const SIMD = 0xfd;
const I32 = 0x7f;
const V128 = 0x7b;
const ADD = 0x6a;
const SUB = 0x6b;
const SHL = 0x74;
const LT_U = 0x49;
const EQZ = 0x45;
const END = 0x0b;
const BLOCK = [0x02, 0x40];
const LOOP = [0x03, 0x40];
// v128.load and v128.store: alignment 2^3, then a constant offset in bytes added to the address.
const loadAt = (offset: number) => [SIMD, 0x00, 3, ...leb128(offset)];
const storeAt = (offset: number) => [SIMD, 0x0b, 3, ...leb128(offset)];
const V128_ZERO = [SIMD, 0x0c, ...new Array<number>(16).fill(0)];
const F64X2_ABS = [SIMD, ...leb128(0xec)];
const F64X2_ADD = [SIMD, ...leb128(0xf0)];
const F64X2_SUB = [SIMD, ...leb128(0xf1)];
const get = (local: number) => [0x20, local];
const set = (local: number) => [0x21, local];
const tee = (local: number) => [0x22, local];
const i32 = (value: number) => [0x41, ...sleb128(value)];
const brIf = (depth: number) => [0x0d, depth];

// The pick kernels' parameters and locals.
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
  const picked = (offset: number) => [...get(SRC), ...get(offset), ADD, ...loadAt(0), SIMD, ...leb128(pick)];
  const code = [
    [1, 4, I32], // four i32 locals
    [...get(A), ...i32(3), SHL, ...set(OFFSET_A)],
    [...get(B), ...i32(3), SHL, ...set(OFFSET_B)],
    [...get(C), ...i32(3), SHL, ...set(OFFSET_C)],
    [...get(DST), ...get(COUNT), ...i32(3), SHL, ADD, ...set(DST_END)],
    [...BLOCK, ...get(COUNT), EQZ, ...brIf(0)],
    [...LOOP, ...get(DST)],
    [...get(SRC), ...loadAt(0)],
    picked(OFFSET_A),
    picked(OFFSET_B),
    picked(OFFSET_C),
    storeAt(0),
    [...get(SRC), ...i32(16), ADD, ...set(SRC)],
    [...get(DST), ...i32(16), ADD, ...tee(DST)],
    [...get(DST_END), LT_U, ...brIf(0), END, END, END],
  ].flat();
  return [...leb128(code.length), ...code];
}

// The deviation kernel's parameters and locals: PAIRS pairs of bars a step, each pair's means and sums in a v128.
const MEANS = 1;
const OUT = 2;
const BARS = 3;
const PERIOD = 4;
const OUT_END = 5;
const AT = 6;
const LEFT = 7;
const PAIRS = 2;
const MEAN = 8;
const SUM = MEAN + PAIRS;
const STEP = 16 * PAIRS;

/**
 * The body of the deviation kernel: lanes 0 and 1 of sum p are bars b + 2p and b + 2p + 1 (one load of
 * src[b + 2p + j] and the value after it is element j of both windows); each lane sums its window in order. Two
 * pairs a step: four ran no faster, the loop is bound by its operations, not by the chains of additions.
 */
function deviationBody(): number[] {
  const pairs = Array.from({ length: PAIRS }, (_, p) => p);
  const deviation = (p: number) => [
    ...get(SUM + p),
    ...get(AT),
    ...loadAt(16 * p),
    ...get(MEAN + p),
    ...F64X2_SUB,
    ...F64X2_ABS,
    ...F64X2_ADD,
    ...set(SUM + p),
  ];
  const code = [
    [2, 3, I32, 2 * PAIRS, V128], // three i32 and the v128 means and sums
    [...get(OUT), ...get(BARS), ...i32(3), SHL, ADD, ...set(OUT_END)],
    [...BLOCK, ...get(BARS), EQZ, ...brIf(0), ...LOOP],
    pairs.flatMap((p) => [...get(MEANS), ...loadAt(16 * p), ...set(MEAN + p), ...V128_ZERO, ...set(SUM + p)]),
    [...get(SRC), ...set(AT), ...get(PERIOD), ...set(LEFT)],
    [...LOOP, ...pairs.flatMap(deviation)],
    [...get(AT), ...i32(8), ADD, ...set(AT)],
    [...get(LEFT), ...i32(1), SUB, ...tee(LEFT), ...brIf(0), END],
    pairs.flatMap((p) => [...get(OUT), ...get(SUM + p), ...storeAt(16 * p)]),
    [...get(SRC), ...i32(STEP), ADD, ...set(SRC), ...get(MEANS), ...i32(STEP), ADD, ...set(MEANS)],
    [...get(OUT), ...i32(STEP), ADD, ...tee(OUT), ...get(OUT_END), LT_U, ...brIf(0), END, END, END],
  ].flat();
  return [...leb128(code.length), ...code];
}

/** A signed number in LEB128, the encoding of an i32.const. */
function sleb128(value: number): number[] {
  const bytes: number[] = [];
  let rest = value;
  for (;;) {
    const low = rest & 0x7f;
    rest >>= 7;
    const done = (rest === 0 && (low & 0x40) === 0) || (rest === -1 && (low & 0x40) !== 0);
    bytes.push(done ? low : low | 0x80);
    if (done) return bytes;
  }
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

/** The module: the pick kernels, exported as max and min, and the deviation kernel, over env.memory. */
function moduleBytes(): Uint8Array {
  const maxBody = body(0xf7); // f64x2.pmax
  const minBody = body(0xf6); // f64x2.pmin
  return Uint8Array.from([
    ...[0x00, 0x61, 0x73, 0x6d, 1, 0, 0, 0],
    // types: (six i32) -> () and (five i32) -> ()
    ...section(1, [2, 0x60, 6, I32, I32, I32, I32, I32, I32, 0, 0x60, 5, I32, I32, I32, I32, I32, 0]),
    ...section(2, [1, ...name('env'), ...name('memory'), 2, 0, 1]), // a memory of at least one page
    ...section(3, [3, 0, 0, 1]), // three functions: two of the first type, one of the second
    ...section(7, [3, ...name('max'), 0, 0, ...name('min'), 0, 1, ...name('deviations'), 0, 2]),
    ...section(10, [3, ...maxBody, ...minBody, ...deviationBody()]),
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
    const { max, min, deviations } = new wasm.Instance(module, { env: { memory } }).exports as Omit<
      Kernels,
      'heap'
    >;
    return { max, min, deviations, heap: new Float64Array(memory.buffer) };
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
    deviations(src, means, dst, count, period) {
      const from = src >> 3;
      const at = means >> 3;
      const to = dst >> 3;
      for (let b = 0; b < count; b++) {
        const mean = heap[at + b]!;
        let sum = 0;
        for (let j = 0; j < period; j++) sum += Math.abs(heap[from + b + j]! - mean);
        heap[to + b] = sum;
      }
    },
  };
}

let factory: KernelFactory | undefined;
let kernels: Kernels | undefined;
let kernelBytes = 0;

/** Chooses the kernels: JavaScript's for `false` (the tests compare both), else WebAssembly's where it runs. */
export function useSimdKernels(simd: boolean): void {
  factory = (simd && simdKernels()) || scriptKernels;
  kernels = undefined;
  kernelBytes = 0;
}

/**
 * The kernels with a memory of at least `bytes`, the same as last time while it is large enough: its contents
 * are scratch that each caller lays out for itself, valid until the next caller.
 */
export function kernelsWith(bytes: number): Kernels {
  if (kernels === undefined || bytes > kernelBytes) {
    factory ??= simdKernels() ?? scriptKernels;
    kernels = factory(bytes);
    kernelBytes = bytes;
  }
  return kernels;
}
