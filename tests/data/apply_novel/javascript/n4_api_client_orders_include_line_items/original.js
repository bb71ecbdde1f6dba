import { buildQuery, handleResponse } from "./http";

const BASE_URL = process.env.API_BASE_URL || "https://api.example.com";
const DEFAULT_PAGE_SIZE = 25;

function authHeaders(token) {
  return {
    Authorization: `Bearer ${token}`,
    Accept: "application/json",
  };
}

export async function fetchUsers(token, { page = 1, pageSize = DEFAULT_PAGE_SIZE } = {}) {
  const query = buildQuery({ page, per_page: pageSize });
  const response = await fetch(`${BASE_URL}/api/v1/users?${query}`, {
    headers: authHeaders(token),
  });
  return handleResponse(response);
}

export async function fetchOrders(token, { page = 1, pageSize = DEFAULT_PAGE_SIZE } = {}) {
  const query = buildQuery({ page, per_page: pageSize });
  const response = await fetch(`${BASE_URL}/api/v1/orders?${query}`, {
    headers: authHeaders(token),
  });
  return handleResponse(response);
}

export async function fetchProducts(token, { page = 1, pageSize = DEFAULT_PAGE_SIZE } = {}) {
  const query = buildQuery({ page, per_page: pageSize });
  const response = await fetch(`${BASE_URL}/api/v1/products?${query}`, {
    headers: authHeaders(token),
  });
  return handleResponse(response);
}

export async function fetchInvoices(token, { page = 1, pageSize = DEFAULT_PAGE_SIZE } = {}) {
  const query = buildQuery({ page, per_page: pageSize });
  const response = await fetch(`${BASE_URL}/api/v1/invoices?${query}`, {
    headers: authHeaders(token),
  });
  return handleResponse(response);
}

export async function fetchUser(token, id) {
  const response = await fetch(`${BASE_URL}/api/v1/users/${encodeURIComponent(id)}`, {
    headers: authHeaders(token),
  });
  return handleResponse(response);
}

export async function fetchOrder(token, id) {
  const response = await fetch(`${BASE_URL}/api/v1/orders/${encodeURIComponent(id)}`, {
    headers: authHeaders(token),
  });
  return handleResponse(response);
}

export async function fetchProduct(token, id) {
  const response = await fetch(`${BASE_URL}/api/v1/products/${encodeURIComponent(id)}`, {
    headers: authHeaders(token),
  });
  return handleResponse(response);
}
