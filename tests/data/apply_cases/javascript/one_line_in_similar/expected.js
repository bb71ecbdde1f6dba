class Calculator {
  constructor(value = 0) {
    this.value = value;
    this.history = [];
  }

  add(n) {
    this.history.push(this.value);
    this.value += n;
    return this;
  }

  subtract(n) {
    this.history.push(this.value);
    this.value -= n;
    return this;
  }

  multiply(n) {
    this.history.push(this.value);
    this.value = Math.round(this.value * n * 1e6) / 1e6;
    return this;
  }

  divide(n) {
    if (n === 0) {
      throw new Error("Division by zero");
    }
    this.history.push(this.value);
    this.value /= n;
    return this;
  }

  undo() {
    if (this.history.length > 0) {
      this.value = this.history.pop();
    }
    return this;
  }

  result() {
    return this.value;
  }
}

module.exports = { Calculator };
