// ... keep existing code

class ApiClient {
  constructor({ baseUrl, token, timeoutMs = 10000, onUnauthorized = null }) {
    this.baseUrl = baseUrl.replace(/\/$/, "");
    this.token = token;
    this.timeoutMs = timeoutMs;
    this.onUnauthorized = onUnauthorized;
  }

  // ... keep existing code

      const text = await response.text();
      const data = text ? JSON.parse(text) : null;
      if (response.status === 401 && this.onUnauthorized) {
        this.onUnauthorized(data);
      }
      if (!response.ok) {
        // ... keep existing code
