export class Cart extends EventEmitter {
  // ... existing code ...

  clear() {
    if (this.items.size === 0) return;
    this.items.clear();
    this.emit('change', this);
  }
}
