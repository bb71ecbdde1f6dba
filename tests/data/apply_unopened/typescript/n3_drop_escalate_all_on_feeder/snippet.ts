// ... existing code ...

  escalate(id: string): Severity {
    // ... existing code ...
    this.emit("escalated", id, next);
    return next;
  }

  merge(targetId: string, duplicate: OutageReport): void {
    const target = this.require(targetId);
    // ... existing code ...
