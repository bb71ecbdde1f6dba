import { EventEmitter } from 'node:events';
import { randomInt } from 'node:crypto';
import WebSocket from 'ws';
// ... existing code ...

  scheduleReconnect(code) {
    // jitter so a whole site doesn't reconnect in lockstep after a gateway restart
    const backoff = Math.min(RECONNECT_BASE_MS * 2 ** this.attempt, RECONNECT_MAX_MS);
    const delay = backoff + randomInt(0, RECONNECT_BASE_MS);
    this.attempt += 1;
    // ... existing code ...
  }

// ... existing code ...
