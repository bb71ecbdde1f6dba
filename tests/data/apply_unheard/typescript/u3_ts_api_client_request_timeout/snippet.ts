// ... existing code ...

async function request<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  timeoutMs: number = DEFAULT_TIMEOUT_MS,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const response = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: buildHeaders(body !== undefined),
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: controller.signal,
  }).finally(() => clearTimeout(timer));
  // ... existing code ...
}

export function get<T>(path: string, timeoutMs?: number): Promise<T> {
  return request<T>("GET", path, undefined, timeoutMs);
}

// ... existing code ...
