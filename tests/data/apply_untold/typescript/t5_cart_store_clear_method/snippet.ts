export class CartStore {
  // ... existing code ...

  clear(): void {
    if (this.lines.size === 0) return;
    this.lines.clear();
    this.emit();
  }
}
