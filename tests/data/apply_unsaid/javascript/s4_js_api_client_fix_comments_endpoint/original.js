import { getAuthToken } from "./auth.js";

const API_BASE = import.meta.env.VITE_API_BASE ?? "https://api.example.com/v1";

class ApiError extends Error {
  constructor(status, body) {
    super(`Request failed with status ${status}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

async function request(path, { method = "GET", body, signal } = {}) {
  const headers = { Accept: "application/json" };
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";

  const res = await fetch(`${API_BASE}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const data = res.status === 204 ? null : await res.json().catch(() => null);
  if (!res.ok) throw new ApiError(res.status, data);
  return data;
}

export function fetchPosts({ page = 1, perPage = 20 } = {}, signal) {
  const query = new URLSearchParams({ page: String(page), per_page: String(perPage) });
  return request(`/posts?${query}`, { signal });
}

export function fetchUsers({ page = 1, perPage = 20 } = {}, signal) {
  const query = new URLSearchParams({ page: String(page), per_page: String(perPage) });
  return request(`/users?${query}`, { signal });
}

export function fetchComments({ page = 1, perPage = 20 } = {}, signal) {
  const query = new URLSearchParams({ page: String(page), per_page: String(perPage) });
  return request(`/comment?${query}`, { signal });
}

export function fetchTags({ page = 1, perPage = 20 } = {}, signal) {
  const query = new URLSearchParams({ page: String(page), per_page: String(perPage) });
  return request(`/tags?${query}`, { signal });
}

export function createPost(post) {
  return request("/posts", { method: "POST", body: post });
}

export function deletePost(id) {
  return request(`/posts/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export { ApiError };
