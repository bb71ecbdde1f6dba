import type { User } from "../models/user";
import { logger } from "../logger";

const DEFAULT_TTL_MS = 5 * 60 * 1000;

const cache = new Map<string, User>();
const expiry = new Map<string, number>();

function isExpired(id: string, now = Date.now()): boolean {
  const expiresAt = expiry.get(id);
  return expiresAt !== undefined && expiresAt <= now;
}

/** Returns the cached user, or undefined when missing or expired. */
export function getCachedUser(id: string): User | undefined {
  if (isExpired(id)) {
    evictUser(id);
    return undefined;
  }
  return cache.get(id);
}

/** @deprecated Use getCachedUser instead. */
export function lookupUser(id: string): User | undefined {
  logger.warn("lookupUser() is deprecated, use getCachedUser()");
  return getCachedUser(id);
}

/** Stores a user in the cache. */
export function cacheUser(user: User): void {
  cache.set(user.id, user);
  expiry.set(user.id, Date.now() + DEFAULT_TTL_MS);
}

/** Removes a single user from the cache. */
export function evictUser(id: string): void {
  cache.delete(id);
  expiry.delete(id);
}

/** Drops every entry whose TTL has passed; returns how many were removed. */
export function sweepExpired(): number {
  const now = Date.now();
  let removed = 0;
  for (const id of expiry.keys()) {
    if (isExpired(id, now)) {
      evictUser(id);
      removed++;
    }
  }
  return removed;
}

export function cacheSize(): number {
  return cache.size;
}
