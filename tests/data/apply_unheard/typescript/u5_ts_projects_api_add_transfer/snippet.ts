// ... existing code ...

export async function transferProject(id: string, newOwnerId: string): Promise<Project> {
  const res = await http.post<Project>(`/projects/${encodeURIComponent(id)}/transfer`, {
    owner_id: newOwnerId,
  });
  return res.data;
}
