// ... keep existing code

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  // ... keep existing code
  if (authToken) {
    headers.Authorization = `Bearer ${authToken}`;
  }
  if (method !== "GET") {
    headers["Idempotency-Key"] = crypto.randomUUID();
  }
  // ... keep existing code
}

// ... keep existing code

export function voidInvoice(id: string): Promise<Invoice> {
  return request("POST", `/invoices/${encodeURIComponent(id)}/void`);
}

export function sendInvoice(id: string, email?: string): Promise<Invoice> {
  return request("POST", `/invoices/${encodeURIComponent(id)}/send`, email ? { email } : undefined);
}
