// ... existing code ...

export class VehicleTracker extends EventEmitter {
  private readonly positions = new Map<string, VehiclePosition>();

  constructor(private readonly staleAfterMs: number = STALE_AFTER_MS) {
    super();
  }

  // ... existing code ...

  isStale(vehicleId: string, now: number): boolean {
    const position = this.positions.get(vehicleId);
    if (!position) {
      return true;
    }
    return now - position.lastSeen > this.staleAfterMs;
  }

  // ... existing code ...
}
