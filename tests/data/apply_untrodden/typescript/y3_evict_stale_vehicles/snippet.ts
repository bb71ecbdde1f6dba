// ... keep existing code

export class VehiclePositionStore {
  // ... keep existing code

  onRoute(routeId: string): TrackedVehicle[] {
    // ... keep existing code
  }

  evictStale(maxAgeMs: number): string[] {
    const cutoff = this.clock() - maxAgeMs;
    const evicted: string[] = [];
    for (const [vehicleId, vehicle] of this.vehicles) {
      if (vehicle.receivedAt < cutoff) {
        this.vehicles.delete(vehicleId);
        evicted.push(vehicleId);
      }
    }
    return evicted;
  }

  // ... keep existing code
}
