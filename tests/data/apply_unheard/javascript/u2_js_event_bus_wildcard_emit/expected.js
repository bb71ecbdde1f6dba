export class EventBus {
  constructor({ maxListeners = 50, onError = console.error } = {}) {
    this.listeners = new Map();
    this.maxListeners = maxListeners;
    this.onError = onError;
  }

  on(event, handler) {
    if (!this.listeners.has(event)) {
      this.listeners.set(event, new Set());
    }
    const handlers = this.listeners.get(event);
    if (handlers.size >= this.maxListeners) {
      throw new Error(`Too many listeners for "${event}"`);
    }
    handlers.add(handler);
    return () => this.off(event, handler);
  }

  once(event, handler) {
    const wrapper = (...args) => {
      this.off(event, wrapper);
      handler(...args);
    };
    return this.on(event, wrapper);
  }

  off(event, handler) {
    const handlers = this.listeners.get(event);
    if (!handlers) return;
    handlers.delete(handler);
    if (handlers.size === 0) {
      this.listeners.delete(event);
    }
  }

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

  listenerCount(event) {
    return this.listeners.get(event)?.size ?? 0;
  }

  clear() {
    this.listeners.clear();
  }
}

export const bus = new EventBus();
