// ... existing code ...

export async function archiveProject(id: string, archived = true): Promise<Project> {
  const body = await request("POST", `/projects/${encodeURIComponent(id)}/archive`, { archived });
  return ProjectSchema.parse(body);
}
