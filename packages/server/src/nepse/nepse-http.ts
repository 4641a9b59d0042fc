/** A call to NEPSE failed: no answer in time, an error status, or an answer of the wrong shape or size. */
export class NepseError extends Error {}

/** `fetch` that gives up after `timeoutMs` or when `signal` aborts, with NepseError for a network failure. */
export async function fetchWithin(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  signal: AbortSignal | undefined,
): Promise<Response> {
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    return await fetch(url, { ...init, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  } catch (err) {
    if (signal?.aborted) throw signal.reason;
    if (timeout.aborted) throw new NepseError(`NEPSE did not answer ${url} within ${timeoutMs} ms`);
    throw new NepseError(`Cannot reach ${url}: ${(err as Error).message}`);
  }
}

/** The body's bytes, refused (and the download stopped) as soon as it passes `maxBytes`. */
export async function readBounded(response: Response, maxBytes: number, what: string): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new NepseError(`${what} is ${declared} bytes, more than the ${maxBytes} accepted`);
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (response.body) {
    for await (const chunk of response.body) {
      total += chunk.length;
      // Throwing out of the loop cancels the stream, so the rest is not downloaded.
      if (total > maxBytes) throw new NepseError(`${what} is more than the ${maxBytes} bytes accepted`);
      chunks.push(chunk);
    }
  }
  return Buffer.concat(chunks);
}
