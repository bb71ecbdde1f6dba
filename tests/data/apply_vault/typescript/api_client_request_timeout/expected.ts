import { ApiError, TimeoutError } from './errors';
import { getToken } from './auth';
import type { Invoice, Project, User } from './types';

const BASE_URL = import.meta.env.VITE_API_URL ?? '/api';
const DEFAULT_TIMEOUT_MS = 15_000;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface RequestOptions {
  query?: Record<string, string | number | undefined>;
  body?: unknown;
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = new URL(BASE_URL + path, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(DEFAULT_TIMEOUT_MS),
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'TimeoutError') {
      throw new TimeoutError(`${method} ${path} timed out after ${DEFAULT_TIMEOUT_MS}ms`);
    }
    throw err;
  }

  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(response.status, text || response.statusText);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export const api = {
  me: () => request<User>('GET', '/me'),
  users: (page = 1) => request<User[]>('GET', '/users', { query: { page } }),
  project: (id: string) => request<Project>('GET', `/projects/${id}`),
  createProject: (name: string) => request<Project>('POST', '/projects', { body: { name } }),
  renameProject: (id: string, name: string) =>
    request<Project>('PUT', `/projects/${id}`, { body: { name } }),
  deleteProject: (id: string) => request<void>('DELETE', `/projects/${id}`),
  invoices: (projectId: string) =>
    request<Invoice[]>('GET', '/invoices', { query: { project: projectId } }),
};
