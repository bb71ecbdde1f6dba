interface Entry<V> {
  value: V;
  expiresAt: number;
}

export interface LruCacheOptions {
  maxEntries: number;
  ttlMs?: number;
}

export class LruCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;

  constructor({ maxEntries, ttlMs = Infinity }: LruCacheOptions) {
    if (maxEntries < 1) {
      throw new RangeError("maxEntries must be at least 1");
    }
    this.maxEntries = maxEntries;
    this.ttlMs = ttlMs;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) {
      return undefined;
    }
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // re-insert so the key becomes the most recently used
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: Date.now() + this.ttlMs });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as K;
      this.entries.delete(oldest);
    }
  }

  delete(key: K): boolean {
    return this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

export function memoize<A extends string | number, R>(fn: (arg: A) => R, options: LruCacheOptions): (arg: A) => R {
  const cache = new LruCache<A, R>(options);
  return (arg: A) => {
    const hit = cache.get(arg);
    if (hit !== undefined) {
      return hit;
    }
    const result = fn(arg);
    cache.set(arg, result);
    return result;
  };
}
