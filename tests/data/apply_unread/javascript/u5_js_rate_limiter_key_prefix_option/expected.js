import { createHash } from 'node:crypto';

const DEFAULT_WINDOW_MS = 60_000;
const DEFAULT_MAX = 100;

/**
 * Build the storage key for a client within the current window.
 */
function windowKey(clientId, windowMs, now = Date.now()) {
  const bucket = Math.floor(now / windowMs);
  const digest = createHash('sha1').update(String(clientId)).digest('hex').slice(0, 16);
  return `rl:${digest}:${bucket}`;
}

/**
 * Seconds until the current window rolls over.
 */
function secondsUntilReset(windowMs, now = Date.now()) {
  const elapsed = now % windowMs;
  return Math.ceil((windowMs - elapsed) / 1000);
}

export function defaultClientId(req) {
  const forwarded = req.headers['x-forwarded-for'];
  if (typeof forwarded === 'string' && forwarded.length > 0) {
    return forwarded.split(',')[0].trim();
  }
  return req.socket?.remoteAddress ?? 'unknown';
}

export function createRateLimiter(
  store,
  { windowMs = DEFAULT_WINDOW_MS, max = DEFAULT_MAX, keyPrefix = 'rl', getClientId = defaultClientId } = {},
) {
  return async function rateLimit(req, res, next) {
    const clientId = getClientId(req);
    const key = `${keyPrefix}:${windowKey(clientId, windowMs)}`;

    let count;
    try {
      count = await store.incr(key);
      if (count === 1) {
        await store.pexpire(key, windowMs);
      }
    } catch (err) {
      // Fail open: a broken store must not take the API down.
      req.log?.warn({ err }, 'rate limiter store unavailable');
      return next();
    }

    res.setHeader('X-RateLimit-Limit', String(max));
    res.setHeader('X-RateLimit-Remaining', String(Math.max(0, max - count)));
    res.setHeader('X-RateLimit-Reset', String(secondsUntilReset(windowMs)));

    if (count > max) {
      res.setHeader('Retry-After', String(secondsUntilReset(windowMs)));
      res.statusCode = 429;
      return res.end(JSON.stringify({ error: 'Too many requests' }));
    }
    return next();
  };
}

export async function resetClient(store, clientId, windowMs = DEFAULT_WINDOW_MS) {
  const key = windowKey(clientId, windowMs);
  await store.del(key);
}

export async function currentUsage(store, clientId, windowMs = DEFAULT_WINDOW_MS) {
  const key = windowKey(clientId, windowMs);
  const value = await store.get(key);
  return value == null ? 0 : Number(value);
}
