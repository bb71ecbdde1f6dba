// ... existing code ...

export async function archiveProject(id: string): Promise<Project> {
  return request(`/projects/${encodeURIComponent(id)}`, ProjectSchema, {
    method: "PATCH",
    body: JSON.stringify({ archived: true }),
  });
}
