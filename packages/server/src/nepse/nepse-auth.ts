import { fetchWithin, NepseError, readBounded } from './nepse-http';
import { proveSchema } from './nepse-payloads';
import { deriveAccessToken, type Salts } from './salted-token';
import { DEFAULT_TOKEN_MODULE_LIMITS, TokenModule, type TokenModuleLimits } from './token-module';

/** Where the adapter logs (pino's signature, as the server's logger). */
export interface NepseLog {
  info(obj: object, msg: string): void;
}

export interface NepseAuthOptions {
  baseUrl: string;
  log: NepseLog;
  requestTimeoutMs: number;
  moduleLimits?: TokenModuleLimits;
  /** How long a derived token is used before proving again; NepseUnofficialApi uses 45 s. */
  tokenTtlMs?: number;
  now?: () => number;
}

/** A derived token and the salts it came from (the POST payload id is computed from them). */
export interface Credentials {
  token: string;
  salts: Salts;
}

/** Where NEPSE's site loads its module from, under the base address. */
export const TOKEN_MODULE_PATH = '/assets/prod/css.wasm';
export const PROVE_PATH = '/api/authenticate/prove';

/**
 * Authenticates as NEPSE's site does: the prove call gives an access token and five salts; NEPSE's own
 * WebAssembly module, fetched from the base address, turns the salts into five positions; the token less the
 * characters at them is the one NEPSE accepts. It is kept `tokenTtlMs`, and `invalidate` (on a 401) drops it and
 * the module, so that the next call proves again with a freshly fetched module.
 */
export class NepseAuth {
  #module: TokenModule | undefined;
  #current: { credentials: Credentials; at: number } | undefined;
  #pending: Promise<Credentials> | undefined;

  constructor(private readonly options: NepseAuthOptions) {}

  /** Valid credentials: the kept ones while fresh, else a new prove (one at a time for concurrent callers). */
  credentials(signal?: AbortSignal): Promise<Credentials> {
    const now = (this.options.now ?? Date.now)();
    const current = this.#current;
    if (current && now - current.at < (this.options.tokenTtlMs ?? 45_000)) {
      return Promise.resolve(current.credentials);
    }
    if (!this.#pending) {
      this.#pending = this.#prove(signal).finally(() => {
        this.#pending = undefined;
      });
    }
    return this.#pending;
  }

  /** Drops the token and the module: NEPSE refused the token (401). */
  invalidate(): void {
    this.#current = undefined;
    this.#module = undefined;
  }

  async #prove(signal: AbortSignal | undefined): Promise<Credentials> {
    const { baseUrl, requestTimeoutMs } = this.options;
    const module = this.#module ?? (await this.#fetchModule(signal));
    this.#module = module;
    const response = await fetchWithin(
      `${baseUrl}${PROVE_PATH}`,
      { headers: { accept: 'application/json' } },
      requestTimeoutMs,
      signal,
    );
    if (!response.ok) throw new NepseError(`NEPSE's prove call answered ${response.status}`);
    const parsed = proveSchema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new NepseError("NEPSE's prove call answered without a token and five salts");
    const p = parsed.data;
    const salts: Salts = [p.salt1, p.salt2, p.salt3, p.salt4, p.salt5];
    const token = await deriveAccessToken(module, p.accessToken, salts);
    const credentials = { token, salts };
    this.#current = { credentials, at: (this.options.now ?? Date.now)() };
    return credentials;
  }

  async #fetchModule(signal: AbortSignal | undefined): Promise<TokenModule> {
    const { baseUrl, requestTimeoutMs, log } = this.options;
    const limits = this.options.moduleLimits ?? DEFAULT_TOKEN_MODULE_LIMITS;
    const url = `${baseUrl}${TOKEN_MODULE_PATH}`;
    const response = await fetchWithin(url, {}, requestTimeoutMs, signal);
    if (!response.ok) throw new NepseError(`NEPSE's token module ${url} answered ${response.status}`);
    const module = TokenModule.load(
      await readBounded(response, limits.maxBytes, "NEPSE's token module"),
      limits,
    );
    log.info({ url, bytes: module.size, sha256: module.sha256 }, "NEPSE's token module loaded");
    return module;
  }
}
