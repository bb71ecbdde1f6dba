import { EventEmitter } from 'events';

const RECONNECT_BASE_DELAY_MS = 1000;
const RECONNECT_MAX_DELAY_MS = 30000;
const PING_INTERVAL_MS = 25000;
const MAX_QUEUE_SIZE = 200;

export class RealtimeClient extends EventEmitter {
  constructor(url, { token, protocols = [] } = {}) {
    super();
    this.url = url;
    this.token = token;
    this.protocols = protocols;
    this.socket = null;
    this.queue = [];
    this.attempts = 0;
    this.closedByUser = false;
    this.pingTimer = null;
    this.reconnectTimer = null;
  }

  connect() {
    const url = this.token ? `${this.url}?token=${encodeURIComponent(this.token)}` : this.url;
    this.socket = new WebSocket(url, this.protocols);
    this.socket.addEventListener('open', () => this.handleOpen());
    this.socket.addEventListener('message', (event) => this.handleMessage(event));
    this.socket.addEventListener('close', (event) => this.handleClose(event));
    this.socket.addEventListener('error', (event) => this.emit('error', event));
  }

  handleOpen() {
    this.attempts = 0;
    this.emit('open');
    this.flushQueue();
    this.pingTimer = setInterval(() => this.send({ type: 'ping' }), PING_INTERVAL_MS);
  }

  handleMessage(event) {
    let message;
    try {
      message = JSON.parse(event.data);
    } catch (err) {
      this.emit('error', err);
      return;
    }
    if (message.type === 'pong') {
      return;
    }
    this.emit('message', message);
    if (message.channel) {
      this.emit(`channel:${message.channel}`, message.payload);
    }
  }

  handleClose(event) {
    clearInterval(this.pingTimer);
    this.pingTimer = null;
    this.emit('close', event);
    if (!this.closedByUser) {
      this.scheduleReconnect();
    }
  }

  scheduleReconnect() {
    const jitter = Math.random() * 250;
    const delay = Math.min(RECONNECT_BASE_DELAY_MS * 2 ** this.attempts, RECONNECT_MAX_DELAY_MS);
    this.attempts += 1;
    this.emit('reconnecting', { attempt: this.attempts, delay });
    this.reconnectTimer = setTimeout(() => this.connect(), delay + jitter);
  }

  send(message) {
    const data = JSON.stringify(message);
    if (this.socket && this.socket.readyState === WebSocket.OPEN) {
      this.socket.send(data);
      return true;
    }
    if (this.queue.length >= MAX_QUEUE_SIZE) {
      this.queue.shift();
    }
    this.queue.push(data);
    return false;
  }

  flushQueue() {
    while (this.queue.length > 0 && this.socket.readyState === WebSocket.OPEN) {
      this.socket.send(this.queue.shift());
    }
  }

  close() {
    this.closedByUser = true;
    clearTimeout(this.reconnectTimer);
    clearInterval(this.pingTimer);
    if (this.socket) {
      this.socket.close(1000, 'client closed');
    }
  }
}
