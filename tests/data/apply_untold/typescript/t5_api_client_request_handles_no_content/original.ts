import type { Customer, Invoice, Order, Page } from "./models";

const BASE_URL = process.env.API_URL ?? "https://api.example.com/v2";

export class ApiError extends Error {
  constructor(public readonly status: number, message: string) {
    super(message);
    this.name = "ApiError";
  }
}

async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${BASE_URL}${path}`, {
    ...init,
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json",
      ...init.headers,
    },
  });
  if (!res.ok) {
    throw new ApiError(res.status, await res.text());
  }
  return (await res.json()) as T;
}

export async function listCustomers(page = 1): Promise<Page<Customer>> {
  const query = new URLSearchParams({ page: String(page), per_page: "50" });
  return request<Page<Customer>>(`/customers?${query}`);
}

export async function getCustomer(id: string): Promise<Customer> {
  return request<Customer>(`/customers/${encodeURIComponent(id)}`);
}

export async function listOrders(customerId: string, page = 1): Promise<Page<Order>> {
  const query = new URLSearchParams({ page: String(page), per_page: "50" });
  return request<Page<Order>>(`/customers/${encodeURIComponent(customerId)}/orders?${query}`);
}

export async function getOrder(id: string): Promise<Order> {
  return request<Order>(`/orders/${encodeURIComponent(id)}`);
}

export async function listInvoices(customerId: string, page = 1): Promise<Page<Invoice>> {
  const query = new URLSearchParams({ page: String(page), per_page: "50" });
  return request<Page<Invoice>>(`/customers/${encodeURIComponent(customerId)}/invoices?${query}`);
}

export async function getInvoice(id: string): Promise<Invoice> {
  return request<Invoice>(`/invoices/${encodeURIComponent(id)}`);
}

export async function cancelOrder(id: string, reason: string): Promise<Order> {
  return request<Order>(`/orders/${encodeURIComponent(id)}/cancel`, {
    method: "POST",
    body: JSON.stringify({ reason }),
  });
}
