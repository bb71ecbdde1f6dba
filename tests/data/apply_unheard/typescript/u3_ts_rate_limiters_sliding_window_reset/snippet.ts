export class SlidingWindowLimiter {
  // ... existing code ...

  reset(key?: string): void {
    if (key === undefined) {
      this.hits.clear();
      return;
    }
    this.hits.delete(key);
  }
}
