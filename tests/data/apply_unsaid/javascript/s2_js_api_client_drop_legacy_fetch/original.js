import axios from "axios";

const DEFAULT_TIMEOUT_MS = 10000;

export class ApiError extends Error {
  constructor(message, status, payload) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.payload = payload;
  }
}

function toApiError(err) {
  if (err.response) {
    const { status, data } = err.response;
    return new ApiError(data?.message || `Request failed with ${status}`, status, data);
  }
  return new ApiError(err.message || "Network error", 0, null);
}

export function createClient({ baseURL, getToken, timeout = DEFAULT_TIMEOUT_MS }) {
  const http = axios.create({ baseURL, timeout });

  http.interceptors.request.use(async (config) => {
    const token = await getToken?.();
    if (token) {
      config.headers.Authorization = `Bearer ${token}`;
    }
    return config;
  });

  async function request(method, url, { params, data } = {}) {
    try {
      const response = await http.request({ method, url, params, data });
      return response.data;
    } catch (err) {
      throw toApiError(err);
    }
  }

  /**
   * @deprecated use request() — kept for the v1 dashboard only.
   */
  async function legacyFetch(path, options = {}) {
    const token = await getToken?.();
    const res = await fetch(`${baseURL}${path}`, {
      ...options,
      headers: { ...(options.headers || {}), Authorization: token ? `Bearer ${token}` : undefined },
    });
    if (!res.ok) {
      throw new ApiError(`Request failed with ${res.status}`, res.status, null);
    }
    return res.json();
  }

  return {
    get: (url, params) => request("get", url, { params }),
    post: (url, data) => request("post", url, { data }),
    put: (url, data) => request("put", url, { data }),
    patch: (url, data) => request("patch", url, { data }),
    delete: (url) => request("delete", url),
    legacyFetch,
  };
}

export function isNotFound(err) {
  return err instanceof ApiError && err.status === 404;
}

export function isUnauthorized(err) {
  return err instanceof ApiError && err.status === 401;
}
