// ... keep existing code

  emit(event, ...args) {
    const handlers = this.listeners.get(event);
    const wildcard = this.listeners.get("*");
    if (!handlers && !wildcard) return false;
    for (const handler of [...(handlers ?? [])]) {
      try {
        handler(...args);
      } catch (err) {
        this.onError(err, event);
      }
    }
    for (const handler of [...(wildcard ?? [])]) {
      try {
        handler(event, ...args);
      } catch (err) {
        this.onError(err, event);
      }
    }
    return true;
  }

// ... keep existing code
