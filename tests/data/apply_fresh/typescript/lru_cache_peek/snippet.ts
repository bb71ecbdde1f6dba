export class LruCache<K, V> {
  // ... existing code ...

  /** Read a value without touching its recency or evicting it when expired. */
  peek(key: K): V | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expiresAt > Date.now() ? entry.value : undefined;
  }
}
