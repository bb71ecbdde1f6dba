// ... keep existing code

export class EventBus<Events extends Record<string, unknown>> {
  // ... keep existing code

  on<K extends keyof Events>(event: K, listener: Listener<Events[K]>): () => void {
    // ... keep existing code
  }

  once<K extends keyof Events>(event: K, listener: Listener<Events[K]>): () => void {
    const off = this.on(event, (payload) => {
      off();
      listener(payload);
    });
    return off;
  }

  // ... keep existing code
}

// ... keep existing code
