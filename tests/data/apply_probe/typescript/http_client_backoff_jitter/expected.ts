import { setTimeout as sleep } from "timers/promises";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

export interface RequestOptions {
  method?: HttpMethod;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  retries?: number;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly url: string,
    message: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

const BASE_URL = process.env.API_BASE_URL ?? "http://localhost:8080";

export function buildUrl(path: string, query: RequestOptions["query"] = {}): string {
  const url = new URL(path, BASE_URL);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) {
      url.searchParams.set(key, String(value));
    }
  }
  return url.toString();
}

function isRetryable(status: number): boolean {
  return status === 429 || status >= 500;
}

function backoffMs(attempt: number): number {
  const base = 250 * 2 ** attempt;
  return Math.min(base, 4000) + Math.floor(Math.random() * 100);
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = "GET", query, body, headers = {}, retries = 2 } = options;
  const url = buildUrl(path, query);
  let attempt = 0;
  for (;;) {
    const res = await fetch(url, {
      method,
      headers: { "content-type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.ok) {
      return (await res.json()) as T;
    }
    if (attempt < retries && isRetryable(res.status)) {
      await sleep(backoffMs(attempt));
      attempt += 1;
      continue;
    }
    throw new HttpError(res.status, url, `${method} ${url} failed with ${res.status}`);
  }
}

export const get = <T>(path: string, query?: RequestOptions["query"]) =>
  request<T>(path, { query });

export const post = <T>(path: string, body: unknown) =>
  request<T>(path, { method: "POST", body });
