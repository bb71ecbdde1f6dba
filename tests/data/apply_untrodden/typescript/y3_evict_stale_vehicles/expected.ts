import type { VehiclePosition } from "./feed";

export interface TrackedVehicle {
  vehicleId: string;
  tripId: string | null;
  routeId: string | null;
  lat: number;
  lon: number;
  bearing: number | null;
  speedMps: number | null;
  /** Unix seconds, as reported by the onboard AVL unit. */
  reportedAt: number;
  /** Epoch milliseconds, from our own clock. */
  receivedAt: number;
}

export type VehicleListener = (vehicle: TrackedVehicle) => void;

export class VehiclePositionStore {
  private readonly vehicles = new Map<string, TrackedVehicle>();
  private readonly listeners = new Set<VehicleListener>();

  constructor(private readonly clock: () => number = Date.now) {}

  get size(): number {
    return this.vehicles.size;
  }

  subscribe(listener: VehicleListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  upsert(position: VehiclePosition): boolean {
    const existing = this.vehicles.get(position.vehicleId);
    if (existing && existing.reportedAt >= position.timestamp) {
      return false;
    }
    const tracked: TrackedVehicle = {
      vehicleId: position.vehicleId,
      tripId: position.tripId ?? null,
      routeId: position.routeId ?? null,
      lat: position.latitude,
      lon: position.longitude,
      bearing: position.bearing ?? null,
      speedMps: position.speed ?? null,
      reportedAt: position.timestamp,
      receivedAt: this.clock(),
    };
    this.vehicles.set(tracked.vehicleId, tracked);
    for (const listener of this.listeners) {
      listener(tracked);
    }
    return true;
  }

  get(vehicleId: string): TrackedVehicle | undefined {
    return this.vehicles.get(vehicleId);
  }

  onRoute(routeId: string): TrackedVehicle[] {
    const result: TrackedVehicle[] = [];
    for (const vehicle of this.vehicles.values()) {
      if (vehicle.routeId === routeId) {
        result.push(vehicle);
      }
    }
    return result;
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

  clear(): void {
    this.vehicles.clear();
  }
}
