import axios from "axios";
import { logger } from "./logger";

const TIMEOUT_MS = 5000;

export async function fetchUser(id: string) {
  const res = await axios.get(`/api/users/${id}`, { timeout: TIMEOUT_MS });
  return res.data;
}

export async function fetchOrders(userId: string) {
  logger.debug(`fetching orders for ${userId}`);
  const res = await axios.get(`/api/users/${userId}/orders`, { timeout: TIMEOUT_MS });
  return res.data;
}
