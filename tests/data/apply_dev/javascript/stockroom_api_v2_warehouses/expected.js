// Thin wrapper around the stockroom REST API used by the dashboard.
import { getToken } from './auth.js';

const BASE_URL = window.STOCKROOM_API_URL || 'http://localhost:8080';

export class ApiError extends Error {
  constructor(status, body) {
    super(`API request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

function defaultHeaders() {
  const headers = { Accept: 'application/json' };
  const token = getToken();
  if (token) {
    headers.Authorization = `Bearer ${token}`;
  }
  return headers;
}

async function handle(res) {
  if (!res.ok) {
    const body = await res.text();
    throw new ApiError(res.status, body);
  }
  return res.status === 204 ? null : res.json();
}

export async function fetchItems(params = {}) {
  const query = new URLSearchParams(params).toString();
  const res = await fetch(`${BASE_URL}/items?${query}`, { headers: defaultHeaders() });
  return handle(res);
}

export async function fetchItem(sku) {
  const res = await fetch(`${BASE_URL}/items/${encodeURIComponent(sku)}`, { headers: defaultHeaders() });
  return handle(res);
}

export async function fetchWarehouses(params = {}) {
  const query = new URLSearchParams(params).toString();
  const res = await fetch(`${BASE_URL}/v2/warehouses?${query}`, { headers: defaultHeaders() });
  return handle(res);
}

export async function fetchSuppliers(params = {}) {
  const query = new URLSearchParams(params).toString();
  const res = await fetch(`${BASE_URL}/suppliers?${query}`, { headers: defaultHeaders() });
  return handle(res);
}

export async function adjustStock(sku, delta, reason) {
  const res = await fetch(`${BASE_URL}/items/${encodeURIComponent(sku)}/adjust`, {
    method: 'POST',
    headers: { ...defaultHeaders(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ delta, reason }),
  });
  return handle(res);
}

export async function deleteItem(sku) {
  const res = await fetch(`${BASE_URL}/items/${encodeURIComponent(sku)}`, {
    method: 'DELETE',
    headers: defaultHeaders(),
  });
  return handle(res);
}
