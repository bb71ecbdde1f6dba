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
