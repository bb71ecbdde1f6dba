import { EventEmitter } from "events";

export interface GpsPing {
  vehicleId: string;
  routeId: string;
  lat: number;
  lon: number;
  bearing: number;
  speedKph: number;
  recordedAt: number; // epoch ms
}

export interface VehiclePosition {
  vehicleId: string;
  routeId: string;
  lat: number;
  lon: number;
  lastSeen: number;
}

const STALE_AFTER_MS = 90_000;
const MAX_PLAUSIBLE_SPEED_KPH = 110;

export class StopEtaCache {
  private readonly entries = new Map<string, { etaSeconds: number; computedAt: number }>();

  set(stopId: string, etaSeconds: number, now: number): void {
    this.entries.set(stopId, { etaSeconds, computedAt: now });
  }

  get(stopId: string): number | undefined {
    return this.entries.get(stopId)?.etaSeconds;
  }

  isStale(stopId: string, now: number): boolean {
    const entry = this.entries.get(stopId);
    if (!entry) {
      return true;
    }
    return now - entry.computedAt > STALE_AFTER_MS;
  }
}

export class VehicleTracker extends EventEmitter {
  private readonly positions = new Map<string, VehiclePosition>();

  ingest(ping: GpsPing): void {
    if (ping.speedKph > MAX_PLAUSIBLE_SPEED_KPH) {
      this.emit("rejected", ping, "implausible speed");
      return;
    }
    const previous = this.positions.get(ping.vehicleId);
    if (previous && previous.lastSeen >= ping.recordedAt) {
      return; // out-of-order ping
    }
    const position: VehiclePosition = {
      vehicleId: ping.vehicleId,
      routeId: ping.routeId,
      lat: ping.lat,
      lon: ping.lon,
      lastSeen: ping.recordedAt,
    };
    this.positions.set(ping.vehicleId, position);
    this.emit("moved", position, previous);
  }

  isStale(vehicleId: string, now: number): boolean {
    const position = this.positions.get(vehicleId);
    if (!position) {
      return true;
    }
    return now - position.lastSeen > STALE_AFTER_MS;
  }

  activeOnRoute(routeId: string, now: number): VehiclePosition[] {
    return [...this.positions.values()].filter(
      (p) => p.routeId === routeId && !this.isStale(p.vehicleId, now),
    );
  }
}
