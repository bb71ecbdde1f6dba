import type { Paginated, User, UserInput, UserPatch } from "./types";

const API_BASE = import.meta.env.VITE_API_BASE ?? "/api";

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly body?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${API_BASE}${path}`, {
    credentials: "include",
    ...init,
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json",
      ...init.headers,
    },
  });

  if (!response.ok) {
    const body = await response.json().catch(() => undefined);
    throw new ApiError(response.status, `Request to ${path} failed`, body);
  }

  if (response.status === 204) {
    return undefined as T;
  }
  return (await response.json()) as T;
}

export async function getUser(id: string): Promise<User> {
  return request<User>(`/users/${encodeURIComponent(id)}`);
}

export async function listUsers(page = 1, pageSize = 25): Promise<Paginated<User>> {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  return request<Paginated<User>>(`/users?${params}`);
}

export async function createUser(input: UserInput): Promise<User> {
  return request<User>("/users", {
    method: "POST",
    body: JSON.stringify(input),
  });
}

export async function updateUser(id: string, patch: UserPatch): Promise<User> {
  return request<User>(`/users/${encodeURIComponent(id)}`, {
    method: "PATCH",
    body: JSON.stringify(patch),
  });
}

export async function deleteUser(id: string, options: { hard?: boolean } = {}): Promise<void> {
  const query = options.hard ? "?hard=true" : "";
  await request<void>(`/users/${encodeURIComponent(id)}${query}`, {
    method: "DELETE",
  });
}
