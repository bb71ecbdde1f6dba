import axios from "axios";
import { logger } from "./logger";

export async function fetchUser(id: string) {
  const res = await axios.get(`/api/users/${id}`);
  return res.data;
}

export async function fetchOrders(userId: string) {
  logger.debug(`fetching orders for ${userId}`);
  const res = await axios.get(`/api/users/${userId}/orders`);
  return res.data;
}
