export type EventMap = Record<string, unknown>;

type Handler<T> = (payload: T) => void | Promise<void>;

interface Subscription<T> {
  handler: Handler<T>;
  once: boolean;
}

export class EventBus<Events extends EventMap> {
  private readonly subscribers = new Map<keyof Events, Set<Subscription<any>>>();
  private readonly onError: (error: unknown, event: keyof Events) => void;

  constructor(onError?: (error: unknown, event: keyof Events) => void) {
    this.onError = onError ?? ((error, event) => console.error(`[event-bus] handler for "${String(event)}" failed`, error));
  }

  private bucket<K extends keyof Events>(event: K): Set<Subscription<Events[K]>> {
    let set = this.subscribers.get(event);
    if (!set) {
      set = new Set();
      this.subscribers.set(event, set);
    }
    return set;
  }

  on<K extends keyof Events>(event: K, handler: Handler<Events[K]>): () => void {
    const sub: Subscription<Events[K]> = { handler, once: false };
    this.bucket(event).add(sub);
    return () => this.bucket(event).delete(sub);
  }

  once<K extends keyof Events>(event: K, handler: Handler<Events[K]>): () => void {
    const sub: Subscription<Events[K]> = { handler, once: true };
    this.bucket(event).add(sub);
    return () => this.bucket(event).delete(sub);
  }

  off<K extends keyof Events>(event: K, handler: Handler<Events[K]>): void {
    for (const sub of this.bucket(event)) {
      if (sub.handler === handler) {
        this.bucket(event).delete(sub);
      }
    }
  }

  async emit<K extends keyof Events>(event: K, payload: Events[K]): Promise<void> {
    const subs = [...this.bucket(event)];
    await Promise.all(
      subs.map(async (sub) => {
        if (sub.once) {
          this.bucket(event).delete(sub);
        }
        try {
          await sub.handler(payload);
        } catch (error) {
          this.onError(error, event);
        }
      })
    );
  }

  listenerCount<K extends keyof Events>(event: K): number {
    return this.subscribers.get(event)?.size ?? 0;
  }

  clear(): void {
    this.subscribers.clear();
  }
}
