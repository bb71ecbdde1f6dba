import axios from "axios";

import { getAccessToken, refreshSession } from "./auth.js";
import { API_BASE_URL, REQUEST_TIMEOUT_MS } from "./config.js";
import { withRetry } from "./retry.js";

// ... existing code ...

export async function fetchOrders(params = {}) {
  const { data } = await withRetry(() => client.get("/orders", { params }));
  return data.items;
}

export async function fetchOrder(id) {
  const { data } = await withRetry(() => client.get(`/orders/${id}`));
  return data;
}

// ... existing code ...
