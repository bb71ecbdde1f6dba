class Calculator {
  // ... existing code ...

  power(n) {
    this.history.push(this.value);
    this.value = this.value ** n;
    return this;
  }
}
