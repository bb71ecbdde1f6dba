// ... existing code ...

export function createRateLimiter(
  store,
  { windowMs = DEFAULT_WINDOW_MS, max = DEFAULT_MAX, keyPrefix = 'rl', getClientId = defaultClientId } = {},
) {
  return async function rateLimit(req, res, next) {
    const clientId = getClientId(req);
    const key = `${keyPrefix}:${windowKey(clientId, windowMs)}`;

    // ... existing code ...
