export class EventBus {
  constructor({ onError = console.error } = {}) {
    this.handlers = new Map();
    this.onError = onError;
  }

  on(event, handler) {
    if (!this.handlers.has(event)) {
      this.handlers.set(event, new Set());
    }
    this.handlers.get(event).add(handler);
    return () => this.off(event, handler);
  }

  once(event, handler) {
    const off = this.on(event, (...args) => {
      off();
      handler(...args);
    });
    return off;
  }

  off(event, handler) {
    const set = this.handlers.get(event);
    if (!set) return;
    set.delete(handler);
    if (set.size === 0) {
      this.handlers.delete(event);
    }
  }

  emit(event, payload) {
    const set = this.handlers.get(event);
    const wildcard = this.handlers.get("*");
    if (!set && !wildcard) return 0;
    let delivered = 0;
    for (const handler of [...(set ?? []), ...(wildcard ?? [])]) {
      try {
        handler(payload);
        delivered += 1;
      } catch (err) {
        this.onError(err, { event, payload });
      }
    }
    return delivered;
  }

  listenerCount(event) {
    return this.handlers.get(event)?.size ?? 0;
  }

  clear() {
    this.handlers.clear();
  }
}

export const bus = new EventBus();
