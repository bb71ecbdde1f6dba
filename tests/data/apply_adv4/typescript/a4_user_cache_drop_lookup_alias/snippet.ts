// ... existing code ...

/** Returns the cached user, or undefined when missing or expired. */
export function getCachedUser(id: string): User | undefined {
  if (isExpired(id)) {
    evictUser(id);
    return undefined;
  }
  return cache.get(id);
}

/** Stores a user in the cache for `ttlMs` milliseconds (five minutes by default). */
export function cacheUser(user: User, ttlMs: number = DEFAULT_TTL_MS): void {
  cache.set(user.id, user);
  expiry.set(user.id, Date.now() + ttlMs);
}

// ... existing code ...
