  // ...

  on<K extends keyof Events>(
    event: K,
    handler: Handler<Events[K]>,
    { signal }: { signal?: AbortSignal } = {}
  ): () => void {
    const sub: Subscription<Events[K]> = { handler, once: false };
    if (signal?.aborted) return () => {};
    this.bucket(event).add(sub);
    const unsubscribe = () => this.bucket(event).delete(sub);
    signal?.addEventListener("abort", unsubscribe, { once: true });
    return unsubscribe;
  }

  // ...
