import type { Invoice, InvoiceDraft, Page } from "./types";

const BASE_URL = process.env.BILLING_API_URL ?? "http://localhost:4000";

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: unknown,
  ) {
    super(`billing api responded ${status}`);
    this.name = "ApiError";
  }
}

let authToken: string | null = null;

export function setAuthToken(token: string | null): void {
  authToken = token;
}

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (body !== undefined) {
    headers["Content-Type"] = "application/json";
  }
  if (authToken) {
    headers.Authorization = `Bearer ${authToken}`;
  }
  const response = await fetch(`${BASE_URL}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const data = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    throw new ApiError(response.status, data);
  }
  return data as T;
}

export function listInvoices(page = 1, perPage = 25): Promise<Page<Invoice>> {
  return request("GET", `/invoices?page=${page}&per_page=${perPage}`);
}

export function getInvoice(id: string): Promise<Invoice> {
  return request("GET", `/invoices/${encodeURIComponent(id)}`);
}

export function createInvoice(draft: InvoiceDraft): Promise<Invoice> {
  return request("POST", "/invoices", draft);
}

export function voidInvoice(id: string): Promise<Invoice> {
  return request("POST", `/invoices/${encodeURIComponent(id)}/void`);
}
