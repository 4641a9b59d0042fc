import type { BacktestRequest } from '@nepse/contract';

/** Timed posts of each measure, after one untimed post. */
export const SAMPLES = 15;

/**
 * Posts `body` to `url` accepting `encoding`: the wall time (decoding included), the size of the answer and what
 * went over the wire.
 */
export async function post(
  url: string,
  body: BacktestRequest,
  encoding = 'identity',
): Promise<{ ms: number; bytes: number; wire: number }> {
  const started = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': encoding },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${res.status}: ${text.slice(0, 200)}`);
  const wire = Number(res.headers.get('content-length') ?? text.length);
  return { ms: performance.now() - started, bytes: text.length, wire };
}

/** Median and best of some times, ms. */
export function medianAndBest(times: readonly number[]): { median: number; best: number } {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: sorted[sorted.length >> 1]!, best: sorted[0]! };
}

/**
 * Median and best wall time of posting `body` to each address, in turns after one untimed post each, so that a
 * change in the machine's load (it is shared) falls on all of them alike.
 */
export async function latencies(
  urls: readonly string[],
  body: BacktestRequest,
  encoding = 'identity',
  samples = SAMPLES,
) {
  const times: number[][] = urls.map(() => []);
  let bytes = 0;
  let wire = 0;
  for (const url of urls) ({ bytes, wire } = await post(url, body, encoding));
  for (let i = 0; i < samples; i++) {
    for (const [u, url] of urls.entries()) times[u]!.push((await post(url, body, encoding)).ms);
  }
  return { bytes, wire, timings: times.map(medianAndBest) };
}

export const ms = (t: { median: number; best: number }) =>
  `${t.median.toFixed(0).padStart(4)} ms (best ${t.best.toFixed(0).padStart(3)})`;
