// ... existing code ...

export async function postJson<T>(
  url: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 10_000);
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: {
        ...DEFAULT_HEADERS,
        "Content-Type": "application/json",
        ...options.headers,
      },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    await ensureOk(res);
    return (await res.json()) as T;
  } finally {
    clearTimeout(timer);
  }
}

// ... existing code ...
