/**
 * Tiny in-process event bus used by the dashboard widgets.
 */
export class EventBus {
  constructor({ maxListeners = 50, onError = console.error } = {}) {
    this.listeners = new Map();
    this.maxListeners = maxListeners;
    this.onError = onError;
  }

  on(event, handler) {
    if (typeof handler !== 'function') {
      throw new TypeError(`handler for "${event}" must be a function`);
    }
    const handlers = this.listeners.get(event) ?? [];
    if (handlers.length >= this.maxListeners) {
      console.warn(`EventBus: more than ${this.maxListeners} listeners for "${event}"`);
    }
    handlers.push(handler);
    this.listeners.set(event, handlers);
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
    if (!handlers) {
      return false;
    }
    const index = handlers.indexOf(handler);
    if (index === -1) {
      return false;
    }
    handlers.splice(index, 1);
    if (handlers.length === 0) {
      this.listeners.delete(event);
    }
    return true;
  }

  emit(event, ...args) {
    const handlers = this.listeners.get(event);
    if (!handlers) {
      return 0;
    }
    for (const handler of [...handlers]) {
      try {
        handler(...args);
      } catch (err) {
        this.onError(err, event);
      }
    }
    return handlers.length;
  }

  listenerCount(event) {
    return this.listeners.get(event)?.length ?? 0;
  }

  clear(event) {
    if (event === undefined) {
      this.listeners.clear();
    } else {
      this.listeners.delete(event);
    }
  }
}

export const bus = new EventBus();
