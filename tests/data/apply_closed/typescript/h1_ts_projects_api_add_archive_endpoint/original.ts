import { z } from "zod";

import { ApiError, request } from "./http";

export const ProjectSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  ownerId: z.string().uuid(),
  archived: z.boolean(),
  createdAt: z.coerce.date(),
});

export type Project = z.infer<typeof ProjectSchema>;

export interface ListProjectsParams {
  ownerId?: string;
  includeArchived?: boolean;
  cursor?: string;
  limit?: number;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export async function getProject(id: string): Promise<Project> {
  const body = await request("GET", `/projects/${encodeURIComponent(id)}`);
  return ProjectSchema.parse(body);
}

export async function listProjects(params: ListProjectsParams = {}): Promise<Page<Project>> {
  const query = new URLSearchParams();
  if (params.ownerId) query.set("owner_id", params.ownerId);
  if (params.includeArchived) query.set("include_archived", "true");
  if (params.cursor) query.set("cursor", params.cursor);
  query.set("limit", String(params.limit ?? 50));
  const body = await request("GET", `/projects?${query}`);
  return {
    items: z.array(ProjectSchema).parse(body.items),
    nextCursor: body.next_cursor ?? null,
  };
}

export async function createProject(name: string, ownerId: string): Promise<Project> {
  const body = await request("POST", "/projects", { name, owner_id: ownerId });
  return ProjectSchema.parse(body);
}

export async function renameProject(id: string, name: string): Promise<Project> {
  const body = await request("PATCH", `/projects/${encodeURIComponent(id)}`, { name });
  return ProjectSchema.parse(body);
}

export async function deleteProject(id: string): Promise<void> {
  try {
    await request("DELETE", `/projects/${encodeURIComponent(id)}`);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return;
    throw err;
  }
}
