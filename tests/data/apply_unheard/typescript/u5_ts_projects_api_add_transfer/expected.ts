import { http } from "./http";
import type { Paginated } from "./types";

export interface Project {
  id: string;
  name: string;
  ownerId: string;
  archived: boolean;
  createdAt: string;
}

export interface ProjectInput {
  name: string;
  description?: string;
}

export interface ListProjectsParams {
  page?: number;
  perPage?: number;
  includeArchived?: boolean;
}

export async function listProjects(params: ListProjectsParams = {}): Promise<Paginated<Project>> {
  const res = await http.get<Paginated<Project>>("/projects", {
    params: {
      page: params.page ?? 1,
      per_page: params.perPage ?? 20,
      include_archived: params.includeArchived ?? false,
    },
  });
  return res.data;
}

export async function getProject(id: string): Promise<Project> {
  const res = await http.get<Project>(`/projects/${encodeURIComponent(id)}`);
  return res.data;
}

export async function createProject(input: ProjectInput): Promise<Project> {
  const res = await http.post<Project>("/projects", input);
  return res.data;
}

export async function updateProject(id: string, input: Partial<ProjectInput>): Promise<Project> {
  const res = await http.patch<Project>(`/projects/${encodeURIComponent(id)}`, input);
  return res.data;
}

export async function archiveProject(id: string): Promise<Project> {
  const res = await http.post<Project>(`/projects/${encodeURIComponent(id)}/archive`);
  return res.data;
}

export async function transferProject(id: string, newOwnerId: string): Promise<Project> {
  const res = await http.post<Project>(`/projects/${encodeURIComponent(id)}/transfer`, {
    owner_id: newOwnerId,
  });
  return res.data;
}
