const DEFAULT_HEADERS = {
  Accept: "application/json",
  "Content-Type": "application/json",
};

export class ApiError extends Error {
  constructor(status, body) {
    super(`Request failed with status ${status}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

let authToken = null;

export function setAuthToken(token) {
  authToken = token;
}

function buildHeaders(extra) {
  const headers = { ...DEFAULT_HEADERS, ...extra };
  if (authToken) {
    headers.Authorization = `Bearer ${authToken}`;
  }
  return headers;
}

async function parseBody(response) {
  const text = await response.text();
  if (!text) {
    return null;
  }
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function request(method, path, body, { timeout = 15000, signal, headers } = {}) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeout);
  if (signal) {
    signal.addEventListener("abort", () => controller.abort(), { once: true });
  }
  try {
    const response = await fetch(`/api${path}`, {
      method,
      headers: buildHeaders(headers),
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
      signal: controller.signal,
    });
    const data = await parseBody(response);
    if (!response.ok) {
      throw new ApiError(response.status, data);
    }
    return data;
  } finally {
    clearTimeout(timer);
  }
}

export const api = {
  get: (path, options) => request("GET", path, undefined, options),
  post: (path, body, options) => request("POST", path, body, options),
  put: (path, body, options) => request("PUT", path, body, options),
  patch: (path, body, options) => request("PATCH", path, body, options),
  delete: (path, options) => request("DELETE", path, undefined, options),
};

export async function uploadFile(path, file) {
  const form = new FormData();
  form.append("file", file);
  const headers = buildHeaders();
  delete headers["Content-Type"];
  const response = await fetch(`/api${path}`, { method: "POST", headers, body: form });
  const data = await parseBody(response);
  if (!response.ok) {
    throw new ApiError(response.status, data);
  }
  return data;
}
