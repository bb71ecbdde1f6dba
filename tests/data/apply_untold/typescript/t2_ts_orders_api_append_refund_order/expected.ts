import { apiClient } from "./client";
import type { Order, OrderStatus, OrderSummary, Paginated } from "../types/orders";

export interface ListOrdersParams {
  page?: number;
  pageSize?: number;
  status?: OrderStatus;
  customerId?: string;
}

const BASE_PATH = "/v2/orders";

export async function listOrders(params: ListOrdersParams = {}): Promise<Paginated<OrderSummary>> {
  const { page = 1, pageSize = 25, status, customerId } = params;
  const response = await apiClient.get<Paginated<OrderSummary>>(BASE_PATH, {
    params: { page, page_size: pageSize, status, customer_id: customerId },
  });
  return response.data;
}

export async function getOrder(orderId: string): Promise<Order> {
  const response = await apiClient.get<Order>(`${BASE_PATH}/${orderId}`);
  return response.data;
}

export async function createOrder(draft: Omit<Order, "id" | "createdAt" | "status">): Promise<Order> {
  const response = await apiClient.post<Order>(BASE_PATH, draft);
  return response.data;
}

export async function cancelOrder(orderId: string, reason?: string): Promise<Order> {
  const response = await apiClient.post<Order>(`${BASE_PATH}/${orderId}/cancel`, {
    reason: reason ?? "customer_request",
  });
  return response.data;
}

export async function markOrderShipped(orderId: string, trackingNumber: string): Promise<Order> {
  const response = await apiClient.post<Order>(`${BASE_PATH}/${orderId}/ship`, {
    tracking_number: trackingNumber,
  });
  return response.data;
}

export async function refundOrder(orderId: string, amountCents?: number): Promise<Order> {
  const response = await apiClient.post<Order>(`${BASE_PATH}/${orderId}/refund`, {
    amount_cents: amountCents,
  });
  return response.data;
}
