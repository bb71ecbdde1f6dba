const { EventEmitter } = require("events");

class TaskQueue extends EventEmitter {
  constructor({ concurrency = 4, retries = 0 } = {}) {
    super();
    this.concurrency = concurrency;
    this.retries = retries;
    this.pending = [];
    this.running = 0;
    this.paused = false;
  }

  get size() {
    return this.pending.length;
  }

  push(task, { priority = 0 } = {}) {
    return new Promise((resolve, reject) => {
      const entry = { task, priority, attempts: 0, resolve, reject };
      const index = this.pending.findIndex((other) => other.priority < priority);
      if (index === -1) {
        this.pending.push(entry);
      } else {
        this.pending.splice(index, 0, entry);
      }
      this.emit("enqueue", entry);
      this._next();
    });
  }

  pause() {
    this.paused = true;
    this.emit("pause");
  }

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

  async _run(entry) {
    this.running += 1;
    entry.attempts += 1;
    try {
      const result = await entry.task();
      entry.resolve(result);
      this.emit("done", entry, result);
    } catch (error) {
      if (entry.attempts <= this.retries) {
        this.pending.unshift(entry);
        this.emit("retry", entry, error);
      } else {
        entry.reject(error);
        this.emit("error", error, entry);
      }
    } finally {
      this.running -= 1;
      this._next();
    }
  }

  _next() {
    if (this.paused || this.running >= this.concurrency) {
      return;
    }
    const entry = this.pending.shift();
    if (!entry) {
      if (this.running === 0) {
        this.emit("drain");
      }
      return;
    }
    this._run(entry);
  }
}

module.exports = { TaskQueue };
