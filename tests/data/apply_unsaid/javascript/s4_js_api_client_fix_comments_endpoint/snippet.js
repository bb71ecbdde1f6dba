// ... existing code ...

export function fetchComments({ page = 1, perPage = 20 } = {}, signal) {
  const query = new URLSearchParams({ page: String(page), per_page: String(perPage) });
  return request(`/comments?${query}`, { signal });
}

// ... existing code ...
