export async function deliver(endpoint, event) {
  // ... existing code ...

  const startedAt = Date.now();
  const response = await fetch(endpoint.url, {
    method: "POST",
    headers,
    body,
    signal: AbortSignal.timeout(endpoint.timeoutMs ?? DEFAULT_TIMEOUT_MS),
  });

  // ... rest of deliver unchanged ...
}
