import type { Invoice, InvoiceStatus, Page } from "./types";

export interface ClientOptions {
  baseUrl: string;
  token: string;
  fetchImpl?: typeof fetch;
}

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export class BillingClient {
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: ClientOptions) {
    this.fetchImpl = options.fetchImpl ?? fetch;
  }

  private async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await this.fetchImpl(`${this.options.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.options.token}`,
        "content-type": "application/json",
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) {
      throw new ApiError(response.status, await response.text());
    }
    return (await response.json()) as T;
  }

  async getInvoice(id: string): Promise<Invoice> {
    return this.request<Invoice>("GET", `/invoices/${encodeURIComponent(id)}`);
  }

  async downloadInvoicePdf(id: string): Promise<Blob> {
    const response = await this.fetchImpl(
      `${this.options.baseUrl}/invoices/${encodeURIComponent(id)}/pdf`,
      { headers: { authorization: `Bearer ${this.options.token}` } },
    );
    if (!response.ok) {
      throw new ApiError(response.status, await response.text());
    }
    return response.blob();
  }

  async listInvoices(status?: InvoiceStatus, cursor?: string): Promise<Page<Invoice>> {
    const params = new URLSearchParams();
    if (status) params.set("status", status);
    if (cursor) params.set("cursor", cursor);
    return this.request<Page<Invoice>>("GET", `/invoices?${params}`);
  }

  async finalizeInvoice(id: string): Promise<Invoice> {
    return this.request<Invoice>("POST", `/invoices/${encodeURIComponent(id)}/finalize`);
  }

  async voidInvoice(id: string, reason: string): Promise<Invoice> {
    return this.request<Invoice>("POST", `/invoices/${encodeURIComponent(id)}/void`, { reason });
  }
}
