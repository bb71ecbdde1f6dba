export type Listener<T> = (payload: T) => void;

type ListenerMap<Events> = {
  [K in keyof Events]?: Set<Listener<Events[K]>>;
};

export class EventBus<Events extends Record<string, unknown>> {
  private listeners: ListenerMap<Events> = {};
  private readonly onError: (error: unknown, event: keyof Events) => void;

  constructor(onError?: (error: unknown, event: keyof Events) => void) {
    this.onError = onError ?? ((error, event) => console.error(`listener for ${String(event)} failed`, error));
  }

  on<K extends keyof Events>(event: K, listener: Listener<Events[K]>): () => void {
    let set = this.listeners[event];
    if (!set) {
      set = new Set();
      this.listeners[event] = set;
    }
    set.add(listener);
    return () => this.off(event, listener);
  }

  once<K extends keyof Events>(event: K, listener: Listener<Events[K]>): () => void {
    const off = this.on(event, (payload) => {
      off();
      listener(payload);
    });
    return off;
  }

  off<K extends keyof Events>(event: K, listener: Listener<Events[K]>): void {
    const set = this.listeners[event];
    if (!set) return;
    set.delete(listener);
    if (set.size === 0) delete this.listeners[event];
  }

  emit<K extends keyof Events>(event: K, payload: Events[K]): void {
    const set = this.listeners[event];
    if (!set) return;
    for (const listener of [...set]) {
      try {
        listener(payload);
      } catch (error) {
        this.onError(error, event);
      }
    }
  }

  listenerCount<K extends keyof Events>(event: K): number {
    return this.listeners[event]?.size ?? 0;
  }

  clear(): void {
    this.listeners = {};
  }
}

export interface AppEvents extends Record<string, unknown> {
  'session:started': { userId: string };
  'session:ended': { userId: string; reason: 'logout' | 'expired' };
  'cart:updated': { items: number; totalCents: number };
}

export const bus = new EventBus<AppEvents>();
