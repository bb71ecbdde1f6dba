import { getToken, refreshToken } from "../auth/session";

const BASE_URL = process.env.API_BASE_URL || "/api/v1";

export class ApiError extends Error {
  constructor(status, body) {
    super(`Request failed with status ${status}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

async function request(path, options = {}) {
  const headers = {
    "Content-Type": "application/json",
    Accept: "application/json",
    ...options.headers,
  };
  const token = getToken();
  if (token) {
    headers.Authorization = `Bearer ${token}`;
  }

  const response = await fetch(`${BASE_URL}${path}`, { ...options, headers });
  if (response.status === 401 && !options._retried) {
    await refreshToken();
    return request(path, { ...options, _retried: true });
  }
  if (!response.ok) {
    const body = await response.text();
    throw new ApiError(response.status, body);
  }
  return response.json();
}

export function getInvoices(params = {}) {
  const query = new URLSearchParams(params).toString();
  return request(`/invoices${query ? `?${query}` : ""}`);
}

export function getInvoice(id) {
  return request(`/invoices/${encodeURIComponent(id)}`);
}

export function createInvoice(invoice) {
  return request("/invoices", { method: "POST", body: JSON.stringify(invoice) });
}

export function sendInvoice(id) {
  return request(`/invoices/${encodeURIComponent(id)}/send`, { method: "POST" });
}

export function deleteInvoice(id) {
  return request(`/invoices/${encodeURIComponent(id)}`, { method: "DELETE" });
}
