/**
 * Tiny synchronous/asynchronous event emitter shared by the editor plugins.
 */

const WILDCARD = '*';

export class EventBus {
  constructor({ maxListeners = 50 } = {}) {
    this.listeners = new Map();
    this.maxListeners = maxListeners;
  }

  on(event, handler) {
    const handlers = this.listeners.get(event) ?? [];
    if (handlers.length >= this.maxListeners) {
      console.warn(`EventBus: more than ${this.maxListeners} listeners for "${event}"`);
    }
    handlers.push(handler);
    this.listeners.set(event, handlers);
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
    const handlers = this.listeners.get(event);
    if (!handlers) return;
    const index = handlers.indexOf(handler);
    if (index !== -1) handlers.splice(index, 1);
    if (handlers.length === 0) this.listeners.delete(event);
  }

  emit(event, payload) {
    const handlers = [...(this.listeners.get(event) ?? []), ...(this.listeners.get(WILDCARD) ?? [])];
    for (const handler of handlers) {
      handler(payload, event);
    }
    return handlers.length > 0;
  }

  /**
   * @deprecated use emit(); kept for plugins written against the 1.x API.
   */
  fire(event, ...args) {
    console.warn('EventBus.fire() is deprecated, use emit()');
    return this.emit(event, args.length > 1 ? args : args[0]);
  }

  async emitAsync(event, payload) {
    const handlers = [...(this.listeners.get(event) ?? []), ...(this.listeners.get(WILDCARD) ?? [])];
    const results = await Promise.allSettled(handlers.map((handler) => handler(payload, event)));
    const failed = results.filter((r) => r.status === 'rejected');
    if (failed.length > 0) {
      throw new AggregateError(failed.map((r) => r.reason), `${failed.length} handler(s) failed for "${event}"`);
    }
    return results.length;
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
