// ... keep existing code

  set(key, value, ttlMs = this.ttlMs) {
    if (ttlMs <= 0) {
      this.entries.delete(key);
      return;
    }
    if (this.entries.has(key)) {
      this.entries.delete(key);
    }
    this.entries.set(key, { value, expiresAt: Date.now() + ttlMs });
    // ... keep existing code
  }

  has(key) {
    const entry = this.entries.get(key);
    return Boolean(entry) && entry.expiresAt > Date.now();
  }

  peek(key) {
    const entry = this.entries.get(key);
    if (!entry || entry.expiresAt <= Date.now()) {
      return undefined;
    }
    return entry.value;
  }

// ... keep existing code
