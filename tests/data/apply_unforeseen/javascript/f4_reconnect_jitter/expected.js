import { EventEmitter } from 'node:events';
import { randomInt } from 'node:crypto';
import WebSocket from 'ws';
import { decodeFrame } from './codec.js';
import { logger } from './logger.js';

const RECONNECT_BASE_MS = 500;
const RECONNECT_MAX_MS = 15000;
const HEARTBEAT_MS = 10000;

export class FleetTelemetryClient extends EventEmitter {
  constructor(url, { siteCode, token } = {}) {
    super();
    this.url = url;
    this.siteCode = siteCode;
    this.token = token;
    this.socket = null;
    this.attempt = 0;
    this.heartbeat = null;
    this.closedByUser = false;
  }

  connect() {
    this.closedByUser = false;
    const socket = new WebSocket(`${this.url}?site=${encodeURIComponent(this.siteCode)}`, {
      headers: { Authorization: `Bearer ${this.token}` },
    });
    socket.on('open', () => {
      this.attempt = 0;
      this.startHeartbeat();
      logger.info({ site: this.siteCode }, 'telemetry stream connected');
      this.emit('connected');
    });
    socket.on('message', (data) => this.handleMessage(data));
    socket.on('close', (code) => {
      this.stopHeartbeat();
      if (!this.closedByUser) {
        this.scheduleReconnect(code);
      }
    });
    socket.on('error', (err) => logger.warn({ err }, 'telemetry socket error'));
    this.socket = socket;
  }

  handleMessage(data) {
    let frame;
    try {
      frame = decodeFrame(data);
    } catch (err) {
      logger.warn({ err }, 'dropping undecodable telemetry frame');
      return;
    }
    if (frame.type === 'sample') {
      this.emit('sample', frame.robotId, frame.metric, frame.value, frame.ts);
    } else if (frame.type === 'fault') {
      this.emit('fault', frame.robotId, frame.code, frame.detail);
    }
  }

  scheduleReconnect(code) {
    // jitter so a whole site doesn't reconnect in lockstep after a gateway restart
    const backoff = Math.min(RECONNECT_BASE_MS * 2 ** this.attempt, RECONNECT_MAX_MS);
    const delay = backoff + randomInt(0, RECONNECT_BASE_MS);
    this.attempt += 1;
    logger.info({ code, delay, attempt: this.attempt }, 'telemetry stream closed, reconnecting');
    setTimeout(() => this.connect(), delay);
  }

  startHeartbeat() {
    this.heartbeat = setInterval(() => {
      if (this.socket?.readyState === WebSocket.OPEN) {
        this.socket.ping();
      }
    }, HEARTBEAT_MS);
  }

  stopHeartbeat() {
    clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  close() {
    this.closedByUser = true;
    this.socket?.close(1000, 'client shutdown');
  }
}
