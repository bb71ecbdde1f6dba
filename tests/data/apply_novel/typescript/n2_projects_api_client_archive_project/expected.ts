import { z } from "zod";

const API_BASE = process.env.PROJECTS_API_URL ?? "https://api.example.com/v2";

export const ProjectSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  ownerId: z.string(),
  archived: z.boolean(),
  createdAt: z.coerce.date(),
});

export type Project = z.infer<typeof ProjectSchema>;

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

async function request<T>(path: string, schema: z.ZodType<T>, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${API_BASE}${path}`, {
    ...init,
    headers: { "Content-Type": "application/json", ...init.headers },
  });
  if (!response.ok) {
    throw new ApiError(response.status, await response.text());
  }
  return schema.parse(await response.json());
}

export async function listProjects(ownerId: string): Promise<Project[]> {
  const params = new URLSearchParams({ ownerId });
  return request(`/projects?${params}`, z.array(ProjectSchema));
}

export async function getProject(id: string): Promise<Project> {
  return request(`/projects/${encodeURIComponent(id)}`, ProjectSchema);
}

export async function createProject(ownerId: string, name: string): Promise<Project> {
  return request("/projects", ProjectSchema, {
    method: "POST",
    body: JSON.stringify({ ownerId, name }),
  });
}

export async function renameProject(id: string, name: string): Promise<Project> {
  return request(`/projects/${encodeURIComponent(id)}`, ProjectSchema, {
    method: "PATCH",
    body: JSON.stringify({ name }),
  });
}

export async function archiveProject(id: string): Promise<Project> {
  return request(`/projects/${encodeURIComponent(id)}`, ProjectSchema, {
    method: "PATCH",
    body: JSON.stringify({ archived: true }),
  });
}
