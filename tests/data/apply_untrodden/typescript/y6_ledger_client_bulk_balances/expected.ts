import { randomUUID } from "node:crypto";
import type { AccountBalance, JournalEntryRequest, JournalEntryResponse } from "./ledgerTypes";

export interface LedgerClientOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
  maxRetries?: number;
}

export class LedgerApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: string,
  ) {
    super(message);
    this.name = "LedgerApiError";
  }
}

const RETRYABLE_STATUSES = new Set([429, 502, 503, 504]);

export class LedgerClient {
  private readonly timeoutMs: number;
  private readonly maxRetries: number;

  constructor(private readonly options: LedgerClientOptions) {
    this.timeoutMs = options.timeoutMs ?? 5000;
    this.maxRetries = options.maxRetries ?? 2;
  }

  async postJournal(entry: JournalEntryRequest): Promise<JournalEntryResponse> {
    const res = await this.request("POST", "/v1/journal-entries", entry);
    return (await res.json()) as JournalEntryResponse;
  }

  async getBalance(accountId: string): Promise<AccountBalance> {
    const res = await this.request("GET", `/v1/accounts/${encodeURIComponent(accountId)}/balance`);
    return (await res.json()) as AccountBalance;
  }

  async getBalances(accountIds: string[]): Promise<AccountBalance[]> {
    return Promise.all(accountIds.map((accountId) => this.getBalance(accountId)));
  }

  async reverseJournal(entryId: string, reason: string): Promise<JournalEntryResponse> {
    const res = await this.request("POST", `/v1/journal-entries/${encodeURIComponent(entryId)}/reversal`, { reason });
    return (await res.json()) as JournalEntryResponse;
  }

  private async request(method: string, path: string, body?: unknown): Promise<Response> {
    const requestId = randomUUID();
    let attempt = 0;
    for (;;) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), this.timeoutMs);
      try {
        const res = await fetch(`${this.options.baseUrl}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${this.options.apiKey}`,
            "content-type": "application/json",
            "x-request-id": requestId,
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: controller.signal,
        });
        if (res.ok) {
          return res;
        }
        if (!RETRYABLE_STATUSES.has(res.status) || attempt >= this.maxRetries) {
          throw new LedgerApiError(`${method} ${path} failed with ${res.status}`, res.status, await res.text());
        }
      } finally {
        clearTimeout(timer);
      }
      attempt += 1;
      await sleep(100 * 2 ** attempt);
    }
  }
}

function sleep(ms: number): Promise<void> {
  const jitter = Math.floor(Math.random() * ms * 0.2);
  return new Promise((resolve) => setTimeout(resolve, ms + jitter));
}
