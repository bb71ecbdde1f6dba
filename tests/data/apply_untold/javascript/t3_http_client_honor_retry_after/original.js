const DEFAULT_RETRIES = 3;
const DEFAULT_TIMEOUT_MS = 10_000;

export class HttpError extends Error {
  constructor(status, body, url) {
    super(`Request to ${url} failed with status ${status}`);
    this.name = "HttpError";
    this.status = status;
    this.body = body;
    this.url = url;
  }
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function isRetryable(status) {
  return status === 429 || status >= 500;
}

export function createClient({ baseUrl, token, retries = DEFAULT_RETRIES, timeoutMs = DEFAULT_TIMEOUT_MS }) {
  async function request(method, pathname, { query, body, headers = {} } = {}) {
    const url = new URL(pathname, baseUrl);
    if (query) {
      for (const [key, value] of Object.entries(query)) {
        if (value !== undefined && value !== null) {
          url.searchParams.set(key, String(value));
        }
      }
    }

    const init = {
      method,
      headers: {
        Accept: "application/json",
        ...(body ? { "Content-Type": "application/json" } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
    };

    let attempt = 0;
    while (true) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      let response;
      try {
        response = await fetch(url, { ...init, signal: controller.signal });
      } finally {
        clearTimeout(timer);
      }

      if (response.ok) {
        if (response.status === 204) {
          return null;
        }
        return response.json();
      }

      if (attempt < retries && isRetryable(response.status)) {
        attempt += 1;
        await sleep(2 ** attempt * 100);
        continue;
      }

      const text = await response.text();
      throw new HttpError(response.status, text, url.toString());
    }
  }

  return {
    get: (pathname, options) => request("GET", pathname, options),
    post: (pathname, body, options) => request("POST", pathname, { ...options, body }),
    put: (pathname, body, options) => request("PUT", pathname, { ...options, body }),
    delete: (pathname, options) => request("DELETE", pathname, options),
  };
}
