  // ... existing code ...

  multiply(n) {
    this.history.push(this.value);
    this.value = Math.round(this.value * n * 1e6) / 1e6;
    return this;
  }

  // ... existing code ...
