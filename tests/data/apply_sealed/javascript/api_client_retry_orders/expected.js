import axios from "axios";

import { getAccessToken, refreshSession } from "./auth.js";
import { API_BASE_URL, REQUEST_TIMEOUT_MS } from "./config.js";
import { withRetry } from "./retry.js";

const client = axios.create({
  baseURL: API_BASE_URL,
  timeout: REQUEST_TIMEOUT_MS,
  headers: { Accept: "application/json" },
});

client.interceptors.request.use((config) => {
  const token = getAccessToken();
  if (token) {
    config.headers.Authorization = `Bearer ${token}`;
  }
  return config;
});

client.interceptors.response.use(
  (response) => response,
  async (error) => {
    const original = error.config;
    if (error.response?.status === 401 && !original._retried) {
      original._retried = true;
      await refreshSession();
      return client(original);
    }
    return Promise.reject(error);
  },
);

export async function fetchCustomers(params = {}) {
  const { data } = await client.get("/customers", { params });
  return data.items;
}

export async function fetchCustomer(id) {
  const { data } = await client.get(`/customers/${id}`);
  return data;
}

export async function fetchOrders(params = {}) {
  const { data } = await withRetry(() => client.get("/orders", { params }));
  return data.items;
}

export async function fetchOrder(id) {
  const { data } = await withRetry(() => client.get(`/orders/${id}`));
  return data;
}

export async function createOrder(payload) {
  const { data } = await client.post("/orders", payload);
  return data;
}

export async function cancelOrder(id, reason) {
  const { data } = await client.post(`/orders/${id}/cancel`, { reason });
  return data;
}

export default client;
