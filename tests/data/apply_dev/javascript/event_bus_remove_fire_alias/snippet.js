// ... existing code ...

  emit(event, payload) {
    const handlers = [...(this.listeners.get(event) ?? []), ...(this.listeners.get(WILDCARD) ?? [])];
    for (const handler of handlers) {
      handler(payload, event);
    }
    return handlers.length > 0;
  }

  async emitAsync(event, payload) {
    const handlers = [...(this.listeners.get(event) ?? []), ...(this.listeners.get(WILDCARD) ?? [])];
    // ... existing code ...
