  emit(event, payload) {
    const set = this.handlers.get(event);
    const wildcard = this.handlers.get("*");
    if (!set && !wildcard) return 0;
    let delivered = 0;
    for (const handler of [...(set ?? []), ...(wildcard ?? [])]) {
      // ... try/catch around the handler call as before ...
    }
    return delivered;
  }
