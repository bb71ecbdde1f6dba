import { HttpError, TimeoutError } from "./errors";
import type { Project, ProjectInput, Session, User } from "./types";

export interface ClientOptions {
  baseUrl: string;
  token?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

type Method = "GET" | "POST" | "PUT" | "DELETE";

abstract class BaseClient {
  protected readonly baseUrl: string;
  protected token?: string;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;

  constructor(options: ClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.token = options.token;
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.fetchImpl = options.fetchImpl ?? fetch;
  }

  setToken(token: string | undefined): void {
    this.token = token;
  }

  protected async request<T>(method: Method, path: string, body?: unknown): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    const headers: Record<string, string> = { Accept: "application/json" };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (this.token) headers.Authorization = `Bearer ${this.token}`;
    try {
      const response = await this.fetchImpl(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
      if (!response.ok) {
        throw new HttpError(response.status, await response.text());
      }
      if (response.status === 204) return undefined as T;
      return (await response.json()) as T;
    } catch (err) {
      if (err instanceof DOMException && err.name === "AbortError") {
        throw new TimeoutError(`${method} ${path} timed out after ${this.timeoutMs}ms`);
      }
      throw err;
    } finally {
      clearTimeout(timer);
    }
  }
}

export class ProjectsClient extends BaseClient {
  list(): Promise<Project[]> {
    return this.request<Project[]>("GET", "/projects");
  }

  get(id: string): Promise<Project> {
    return this.request<Project>("GET", `/projects/${encodeURIComponent(id)}`);
  }

  create(input: ProjectInput): Promise<Project> {
    return this.request<Project>("POST", "/projects", input);
  }

  update(id: string, input: Partial<ProjectInput>): Promise<Project> {
    return this.request<Project>("PUT", `/projects/${encodeURIComponent(id)}`, input);
  }
}

export class UsersClient extends BaseClient {
  me(): Promise<User> {
    return this.request<User>("GET", "/users/me");
  }

  get(id: string): Promise<User> {
    return this.request<User>("GET", `/users/${encodeURIComponent(id)}`);
  }

  async login(email: string, password: string): Promise<Session> {
    const session = await this.request<Session>("POST", "/sessions", { email, password });
    this.setToken(session.token);
    return session;
  }
}

export function createClients(options: ClientOptions) {
  return {
    projects: new ProjectsClient(options),
    users: new UsersClient(options),
  };
}
