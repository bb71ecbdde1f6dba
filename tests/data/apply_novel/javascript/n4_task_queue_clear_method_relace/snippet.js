// ... keep existing code

  resume() {
    this.paused = false;
    this.emit("resume");
    for (let i = this.running; i < this.concurrency; i++) {
      this._next();
    }
  }

  clear() {
    const dropped = this.pending.splice(0, this.pending.length);
    for (const entry of dropped) {
      entry.reject(new Error("Task queue cleared"));
    }
    this.emit("clear", dropped.length);
    return dropped.length;
  }

  // ... keep existing code
