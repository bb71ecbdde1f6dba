export interface CacheEntry<V> {
  value: V;
  expiresAt: number;
}

export interface CacheOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

export class TtlCache<K, V> {
  private readonly entries = new Map<K, CacheEntry<V>>();
  private readonly now: () => number;
  private hits = 0;
  private misses = 0;

  constructor(private readonly options: CacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      this.misses++;
      return undefined;
    }
    this.hits++;
    return entry.value;
  }

  set(key: K, value: V, ttlMs = this.options.ttlMs): void {
    if (this.entries.size >= this.options.maxEntries && !this.entries.has(key)) {
      const oldest = this.entries.keys().next().value as K;
      this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
  }

  has(key: K): boolean {
    return this.get(key) !== undefined;
  }

  delete(key: K): boolean {
    return this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.hits = 0;
    this.misses = 0;
  }

  stats(): { size: number; hits: number; misses: number } {
    return { size: this.entries.size, hits: this.hits, misses: this.misses };
  }
}
