import { HttpError, NetworkError } from "./errors";
import type { Invoice, Customer, Page } from "./types";
import { buildQuery } from "./query";

export interface ClientOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
}

export class BillingClient {
  private readonly baseUrl: string;
  private readonly apiKey: string;
  private readonly timeoutMs: number;

  constructor(options: ClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.apiKey = options.apiKey;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async listInvoices(customerId: string, page = 1): Promise<Page<Invoice>> {
    const query = buildQuery({ customer: customerId, page });
    return this.request<Page<Invoice>>("GET", `/invoices${query}`);
  }

  async getInvoice(id: string): Promise<Invoice> {
    return this.request<Invoice>("GET", `/invoices/${encodeURIComponent(id)}`);
  }

  async getCustomer(id: string): Promise<Customer> {
    return this.request<Customer>("GET", `/customers/${encodeURIComponent(id)}`);
  }

  async voidInvoice(id: string): Promise<Invoice> {
    return this.request<Invoice>("POST", `/invoices/${encodeURIComponent(id)}/void`);
  }

  private async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${this.apiKey}`,
          "Content-Type": "application/json",
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
    } catch (err) {
      throw new NetworkError(`${method} ${path} failed`, { cause: err });
    } finally {
      clearTimeout(timer);
    }
    if (!response.ok) {
      const text = await response.text();
      throw new HttpError(response.status, text);
    }
    return (await response.json()) as T;
  }
}
