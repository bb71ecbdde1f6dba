import type { Project, Task, User } from './types';

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ClientOptions {
  baseUrl: string;
  token?: string;
}

export class ApiClient {
  private readonly baseUrl: string;
  private token?: string;

  constructor(options: ClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/$/, '');
    this.token = options.token;
  }

  setToken(token: string): void {
    this.token = token;
  }

  private async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (this.token) headers.Authorization = `Bearer ${this.token}`;

    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) {
      throw new ApiError(res.status, `${method} ${path} failed: ${res.status}`);
    }
    return (await res.json()) as T;
  }

  getUser(id: string): Promise<User> {
    return this.request<User>('GET', `/users/${id}`);
  }

  listProjects(): Promise<Project[]> {
    return this.request<Project[]>('GET', '/projects');
  }

  listTasks(projectId: string): Promise<Task[]> {
    return this.request<Task[]>('GET', `/projects/${projectId}/tasks`);
  }

  createTask(projectId: string, title: string): Promise<Task> {
    return this.request<Task>('POST', `/projects/${projectId}/tasks`, { title });
  }
}
