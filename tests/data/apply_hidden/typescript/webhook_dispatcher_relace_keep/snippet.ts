// ... keep existing code

export class WebhookDispatcher {
  // ... keep existing code

  async dispatch(event: WebhookEvent): Promise<number> {
    const list = this.handlers.get(event.type) ?? [];
    if (list.length === 0) {
      logger.debug("no handlers for webhook", { type: event.type });
      return 0;
    }
    const results = await Promise.allSettled(list.map((handler) => handler(event)));
    const failures = results.filter((r) => r.status === "rejected");
    if (failures.length > 0) {
      logger.error("webhook handlers failed", { type: event.type, failures: failures.length });
    }
    return list.length - failures.length;
  }
}
