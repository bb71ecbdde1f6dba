  async request(method, path, { body, headers = {} } = {}) {
    // ... build url and init as before ...

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
      // ... existing error handling ...
    }
    if (response.status === 204) {
      return null;
    }
    return response.json();
  }
