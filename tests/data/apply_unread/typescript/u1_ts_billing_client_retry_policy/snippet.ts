import { HttpError, NetworkError } from "./errors";
import type { Invoice, Customer, Page } from "./types";
import { buildQuery } from "./query";
import { withRetry, type RetryPolicy } from "./retry";

export interface ClientOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
  retry?: RetryPolicy;
}

export class BillingClient {
  private readonly baseUrl: string;
  private readonly apiKey: string;
  private readonly timeoutMs: number;
  private readonly retry: RetryPolicy;

  constructor(options: ClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.apiKey = options.apiKey;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.retry = options.retry ?? { attempts: 3, backoffMs: 250 };
  }

  // ... existing code ...

  private async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    return withRetry(this.retry, () => this.send<T>(method, path, body));
  }

  private async send<T>(method: string, path: string, body?: unknown): Promise<T> {
    const controller = new AbortController();
    // ... existing code ...
  }
}
