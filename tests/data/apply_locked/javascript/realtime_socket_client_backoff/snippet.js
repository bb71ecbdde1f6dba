import { EventEmitter } from 'events';

const RECONNECT_BASE_DELAY_MS = 1000;
const RECONNECT_MAX_DELAY_MS = 30000;
const PING_INTERVAL_MS = 25000;
// ... keep existing code

  scheduleReconnect() {
    const jitter = Math.random() * 250;
    const delay = Math.min(RECONNECT_BASE_DELAY_MS * 2 ** this.attempts, RECONNECT_MAX_DELAY_MS);
    this.attempts += 1;
    this.emit('reconnecting', { attempt: this.attempts, delay });
    this.reconnectTimer = setTimeout(() => this.connect(), delay + jitter);
  }

// ... keep existing code
