const DEFAULT_HEADERS = {
  Accept: "application/json",
  "Content-Type": "application/json",
};

class HttpError extends Error {
  constructor(status, body) {
    super(`Request failed with status ${status}`);
    this.name = "HttpError";
    this.status = status;
    this.body = body;
  }
}

class ApiClient {
  constructor({ baseUrl, token, timeoutMs = 10000 }) {
    this.baseUrl = baseUrl.replace(/\/$/, "");
    this.token = token;
    this.timeoutMs = timeoutMs;
  }

  setToken(token) {
    this.token = token;
  }

  async request(method, path, body) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    const headers = { ...DEFAULT_HEADERS };
    if (this.token) {
      headers.Authorization = `Bearer ${this.token}`;
    }
    try {
      const response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
      const text = await response.text();
      const data = text ? JSON.parse(text) : null;
      if (!response.ok) {
        throw new HttpError(response.status, data);
      }
      return data;
    } finally {
      clearTimeout(timer);
    }
  }

  get(path) {
    return this.request("GET", path);
  }

  post(path, body) {
    return this.request("POST", path, body);
  }

  put(path, body) {
    return this.request("PUT", path, body);
  }

  delete(path) {
    return this.request("DELETE", path);
  }
}

module.exports = { ApiClient, HttpError };
