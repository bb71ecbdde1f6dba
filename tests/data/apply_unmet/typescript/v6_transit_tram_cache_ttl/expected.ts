import { TtlCache } from "../lib/ttl-cache";
import { RealtimeClient, RawDeparture } from "./realtime-client";

export type TransitMode = "bus" | "tram" | "ferry";

export interface Departure {
  routeCode: string;
  headsign: string;
  scheduledAt: Date;
  expectedAt: Date | null;
  platform?: string;
}

function toDeparture(raw: RawDeparture): Departure {
  return {
    routeCode: raw.route_short_name,
    headsign: raw.trip_headsign,
    scheduledAt: new Date(raw.scheduled_time),
    expectedAt: raw.expected_time ? new Date(raw.expected_time) : null,
    platform: raw.platform_code ?? undefined,
  };
}

export class DepartureBoardService {
  private readonly cache = new TtlCache<Departure[]>();

  constructor(private readonly client: RealtimeClient) {}

  async getBusDepartures(stopId: string): Promise<Departure[]> {
    const cacheKey = `bus:${stopId}`;
    const cached = this.cache.get(cacheKey);
    if (cached) return cached;
    const rows = await this.client.fetchDepartures({ mode: "bus", stopId, timeoutMs: 3000 });
    const departures = rows.map(toDeparture);
    this.cache.set(cacheKey, departures, 30);
    return departures;
  }

  async getTramDepartures(stopId: string): Promise<Departure[]> {
    const cacheKey = `tram:${stopId}`;
    const cached = this.cache.get(cacheKey);
    if (cached) return cached;
    const rows = await this.client.fetchDepartures({ mode: "tram", stopId, timeoutMs: 3000 });
    const departures = rows.map(toDeparture);
    this.cache.set(cacheKey, departures, 15); // tram AVL feed updates every 10s
    return departures;
  }

  async getFerryDepartures(stopId: string): Promise<Departure[]> {
    const cacheKey = `ferry:${stopId}`;
    const cached = this.cache.get(cacheKey);
    if (cached) return cached;
    const rows = await this.client.fetchDepartures({ mode: "ferry", stopId, timeoutMs: 5000 });
    const departures = rows.map(toDeparture);
    this.cache.set(cacheKey, departures, 120);
    return departures;
  }

  async getDepartures(mode: TransitMode, stopId: string): Promise<Departure[]> {
    switch (mode) {
      case "bus":
        return this.getBusDepartures(stopId);
      case "tram":
        return this.getTramDepartures(stopId);
      case "ferry":
        return this.getFerryDepartures(stopId);
    }
  }

  invalidate(mode: TransitMode, stopId: string): void {
    this.cache.delete(`${mode}:${stopId}`);
  }
}
