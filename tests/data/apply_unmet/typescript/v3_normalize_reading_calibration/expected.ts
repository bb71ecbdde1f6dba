import { EventEmitter } from "events";
import type { SensorKind } from "./sensors";

export interface RawReading {
  deviceId: string;
  sensor: SensorKind;
  value: number;
  ts: number;
  seq?: number;
}

export interface Reading {
  deviceId: string;
  sensor: SensorKind;
  value: number;
  receivedAt: Date;
  sampledAt: Date;
}

export interface CalibrationTable {
  [deviceId: string]: { offset: number; scale: number } | undefined;
}

const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;
const DEFAULT_FLUSH_INTERVAL_MS = 2_000;

export function normalizeReading(raw: RawReading, calibration: CalibrationTable): Reading | null {
  const deviceId = raw.deviceId.trim().toLowerCase();
  const cal = calibration[deviceId];
  if (!cal) {
    return null;
  }
  const now = Date.now();
  const sampledAt = Math.abs(now - raw.ts) > MAX_CLOCK_SKEW_MS ? now : raw.ts;
  return {
    deviceId,
    sensor: raw.sensor,
    value: raw.value * cal.scale + cal.offset,
    receivedAt: new Date(now),
    sampledAt: new Date(sampledAt),
  };
}

export class TelemetryBatcher extends EventEmitter {
  private buffer: Reading[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly maxBatchSize: number,
    private readonly calibration: CalibrationTable,
    private readonly flushIntervalMs: number = DEFAULT_FLUSH_INTERVAL_MS,
  ) {
    super();
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.flush(), this.flushIntervalMs);
  }

  stop(): void {
    if (this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
    this.flush();
  }

  ingest(raw: RawReading): void {
    const reading = normalizeReading(raw, this.calibration);
    if (!reading) {
      this.emit("dropped", raw);
      return;
    }
    this.buffer.push(reading);
    if (this.buffer.length >= this.maxBatchSize) {
      this.flush();
    }
  }

  ingestMany(raws: RawReading[]): void {
    for (const raw of raws) {
      this.ingest(raw);
    }
  }

  flush(): void {
    if (this.buffer.length === 0) return;
    const batch = this.buffer;
    this.buffer = [];
    this.emit("batch", batch);
  }
}
