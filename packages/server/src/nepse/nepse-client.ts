import { setTimeout as sleep } from 'node:timers/promises';
import type { z } from 'zod';
import { type Credentials, NepseAuth, type NepseAuthOptions } from './nepse-auth';
import { fetchWithin, NepseError } from './nepse-http';

export interface NepseClientOptions extends Omit<NepseAuthOptions, 'requestTimeoutMs'> {
  /** How long one request may take, ms. */
  requestTimeoutMs?: number;
  /** The least time between the starts of two calls, ms: the throttle (0 for none). */
  minIntervalMs?: number;
}

/**
 * Calls NEPSE's `/api/nots` endpoints with `Authorization: Salter <token>`, one after another at most every
 * `minIntervalMs`; on a 401 it proves again and repeats the call once. Answers are checked against a zod schema.
 */
export class NepseClient {
  readonly auth: NepseAuth;
  #nextAt = 0;

  constructor(private readonly options: NepseClientOptions) {
    this.auth = new NepseAuth({ ...options, requestTimeoutMs: this.#timeoutMs });
  }

  get #timeoutMs(): number {
    return this.options.requestTimeoutMs ?? 15_000;
  }

  /** GET `path` (under the base address), its JSON answer checked against `schema`. */
  get<T extends z.ZodType>(path: string, schema: T, signal?: AbortSignal): Promise<z.infer<T>> {
    return this.call('GET', path, () => undefined, schema, signal);
  }

  /** POST of the JSON body `body(credentials)` (the payload id depends on the salts of the token it goes with). */
  post<T extends z.ZodType>(
    path: string,
    body: (credentials: Credentials) => unknown,
    schema: T,
    signal?: AbortSignal,
  ): Promise<z.infer<T>> {
    return this.call('POST', path, body, schema, signal);
  }

  /** The answer's JSON as it is, unchecked (for answers whose shape the caller checks itself). */
  getJson(path: string, signal?: AbortSignal): Promise<unknown> {
    return this.#json('GET', path, () => undefined, signal);
  }

  private async call<T extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    body: (credentials: Credentials) => unknown,
    schema: T,
    signal: AbortSignal | undefined,
  ): Promise<z.infer<T>> {
    const json = await this.#json(method, path, body, signal);
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      throw new NepseError(
        `NEPSE's answer to ${path} has an unexpected shape${first ? ` (${first.path.join('.')}: ${first.message})` : ''}`,
      );
    }
    return parsed.data;
  }

  async #json(
    method: 'GET' | 'POST',
    path: string,
    body: (credentials: Credentials) => unknown,
    signal: AbortSignal | undefined,
  ): Promise<unknown> {
    let response = await this.#send(method, path, body, signal);
    if (response.status === 401) {
      await response.body?.cancel();
      this.auth.invalidate();
      response = await this.#send(method, path, body, signal);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new NepseError(`NEPSE answered ${response.status} to ${method} ${path}`);
    }
    try {
      return await response.json();
    } catch {
      throw new NepseError(`NEPSE's answer to ${path} is not JSON`);
    }
  }

  async #send(
    method: 'GET' | 'POST',
    path: string,
    body: (credentials: Credentials) => unknown,
    signal: AbortSignal | undefined,
  ): Promise<Response> {
    const credentials = await this.auth.credentials(signal);
    await this.#throttle(signal);
    const payload = body(credentials);
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: `Salter ${credentials.token}`,
    };
    if (payload !== undefined) headers['content-type'] = 'application/json';
    return fetchWithin(
      `${this.options.baseUrl}${path}`,
      { method, headers, ...(payload === undefined ? {} : { body: JSON.stringify(payload) }) },
      this.#timeoutMs,
      signal,
    );
  }

  async #throttle(signal: AbortSignal | undefined): Promise<void> {
    const interval = this.options.minIntervalMs ?? 0;
    if (interval <= 0) return;
    const now = Date.now();
    const wait = this.#nextAt - now;
    this.#nextAt = Math.max(now, this.#nextAt) + interval;
    if (wait > 0) await sleep(wait, undefined, signal ? { signal } : undefined);
  }
}
