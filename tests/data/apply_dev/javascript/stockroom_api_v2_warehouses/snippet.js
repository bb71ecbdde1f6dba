// ... existing code ...

export async function fetchWarehouses(params = {}) {
  const query = new URLSearchParams(params).toString();
  const res = await fetch(`${BASE_URL}/v2/warehouses?${query}`, { headers: defaultHeaders() });
  return handle(res);
}

// ... existing code ...
