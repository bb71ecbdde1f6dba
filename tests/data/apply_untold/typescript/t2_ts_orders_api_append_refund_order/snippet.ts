// ... existing code ...

export async function refundOrder(orderId: string, amountCents?: number): Promise<Order> {
  const response = await apiClient.post<Order>(`${BASE_PATH}/${orderId}/refund`, {
    amount_cents: amountCents,
  });
  return response.data;
}
