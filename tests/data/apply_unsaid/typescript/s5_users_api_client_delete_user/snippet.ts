// ... existing code ...

export async function deleteUser(id: string, options: { hard?: boolean } = {}): Promise<void> {
  const query = options.hard ? "?hard=true" : "";
  await request<void>(`/users/${encodeURIComponent(id)}${query}`, {
    method: "DELETE",
  });
}
