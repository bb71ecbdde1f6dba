// ... existing code ...

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
  // ... existing code ...

  constructor(
    private readonly maxBatchSize: number,
    private readonly calibration: CalibrationTable,
    private readonly flushIntervalMs: number = DEFAULT_FLUSH_INTERVAL_MS,
  ) {
    super();
  }

  // ... existing code ...

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

  // ... existing code ...
}
