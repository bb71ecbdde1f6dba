export class ApiError extends Error {
  constructor(status, message) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

export class ApiClient {
  constructor(baseUrl, { token = null, timeout = 15000, headers = {} } = {}) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
    this.token = token;
    this.timeout = timeout;
    this.defaultHeaders = headers;
  }

  setToken(token) {
    this.token = token;
  }

  async request(method, path, { body, headers = {} } = {}) {
    const url = `${this.baseUrl}${path}`;
    const init = {
      method,
      headers: {
        Accept: 'application/json',
        ...this.defaultHeaders,
        ...headers,
      },
    };
    if (body !== undefined) {
      init.headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    if (this.token) {
      init.headers.Authorization = `Bearer ${this.token}`;
    }

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeout);
    let response;
    try {
      response = await fetch(url, { ...init, signal: controller.signal });
    } catch (err) {
      if (err.name === 'AbortError') {
        throw new ApiError(408, `Request to ${path} timed out after ${this.timeout}ms`);
      }
      throw err;
    } finally {
      clearTimeout(timer);
    }
    if (!response.ok) {
      const text = await response.text();
      throw new ApiError(response.status, text || response.statusText);
    }
    if (response.status === 204) {
      return null;
    }
    return response.json();
  }

  get(path, options) {
    return this.request('GET', path, options);
  }

  post(path, body, options = {}) {
    return this.request('POST', path, { ...options, body });
  }

  put(path, body, options = {}) {
    return this.request('PUT', path, { ...options, body });
  }

  patch(path, body, options = {}) {
    return this.request('PATCH', path, { ...options, body });
  }

  delete(path, options) {
    return this.request('DELETE', path, options);
  }
}

export const api = new ApiClient(process.env.API_BASE_URL || '/api');
