// ... existing code ...

export async function fetchOrders(token, { page = 1, pageSize = DEFAULT_PAGE_SIZE } = {}) {
  const query = buildQuery({ page, per_page: pageSize, include: "line_items" });
  const response = await fetch(`${BASE_URL}/api/v1/orders?${query}`, {
    headers: authHeaders(token),
  });
  return handleResponse(response);
}

// ... existing code ...
