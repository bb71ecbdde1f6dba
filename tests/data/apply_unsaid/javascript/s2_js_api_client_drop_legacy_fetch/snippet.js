// ... existing code ...

  async function request(method, url, { params, data } = {}) {
    // ... unchanged ...
  }

  // (removed legacyFetch — no callers left after the v1 dashboard was retired)

  return {
    get: (url, params) => request("get", url, { params }),
    post: (url, data) => request("post", url, { data }),
    put: (url, data) => request("put", url, { data }),
    patch: (url, data) => request("patch", url, { data }),
    delete: (url) => request("delete", url),
  };
}

// ... existing code ...
