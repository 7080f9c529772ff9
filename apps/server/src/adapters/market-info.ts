import type { z } from 'zod';
import { AppError } from '../lib/app-error.ts';

/**
 * The external market-information service (MARKET_INFO_URL): GET requests relative to its base
 * address, with a timeout, answers checked against the portal's contract, and successful answers
 * kept for a while (the figures change a few times a year; docs/decisions.md "Market information").
 */
export interface MarketInfoOptions {
  /** How long one request may take before the service counts as not answering. */
  timeoutMs: number;
  /** How long a successful answer is reused. */
  cacheMs: number;
  /** Answers kept at most; the oldest goes first. */
  maxEntries: number;
}

export const MARKET_INFO_DEFAULTS: MarketInfoOptions = { timeoutMs: 5_000, cacheMs: 60 * 60_000, maxEntries: 500 };

/** The service did not answer in time, failed, or answered something that is not the contract's shape. */
const unavailable = () => new AppError('market_info_unavailable', 502);

export class MarketInfoClient {
  private readonly base: URL;
  private readonly cache = new Map<string, { until: number; answer: Promise<unknown> }>();

  constructor(
    baseUrl: string,
    private readonly options: MarketInfoOptions = MARKET_INFO_DEFAULTS,
    private readonly now: () => number = Date.now,
  ) {
    // A base with a path (https://host/market/) keeps it: paths are resolved below it.
    this.base = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  }

  /** The answer at `path` (already encoded segments), parsed with `schema`; a request in flight is shared. */
  async get<T>(path: string, schema: z.ZodType<T>): Promise<T> {
    const key = path;
    const kept = this.cache.get(key);
    if (kept && kept.until > this.now()) return kept.answer as Promise<T>;
    this.cache.delete(key);
    const answer = this.fetch(path, schema);
    this.keep(key, answer);
    try {
      return await answer;
    } catch (err) {
      // A failure is not kept: the next request asks the service again.
      this.cache.delete(key);
      throw err;
    }
  }

  private keep(key: string, answer: Promise<unknown>) {
    while (this.cache.size >= this.options.maxEntries) {
      const oldest = this.cache.keys().next().value;
      if (oldest === undefined) break;
      this.cache.delete(oldest);
    }
    this.cache.set(key, { until: this.now() + this.options.cacheMs, answer });
  }

  private async fetch<T>(path: string, schema: z.ZodType<T>): Promise<T> {
    let res: Response;
    try {
      res = await fetch(new URL(path, this.base), {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (err) {
      // Refused, reset, unknown host or timed out: all mean the service does not answer.
      if (err instanceof Error) throw unavailable();
      throw err;
    }
    if (res.status === 404) {
      await res.body?.cancel();
      throw new AppError('market_info_no_data', 404);
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw unavailable();
    }
    let body: unknown;
    try {
      body = await res.json();
    } catch (err) {
      // Not JSON, or the body stopped (the timeout covers reading it too).
      if (err instanceof Error) throw unavailable();
      throw err;
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw unavailable();
    return parsed.data;
  }
}
