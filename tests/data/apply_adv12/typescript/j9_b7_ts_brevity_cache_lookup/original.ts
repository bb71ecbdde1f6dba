import { LRUCache } from "lru-cache";
import { fetch } from "undici";

export interface GeoResult {
  lat: number;
  lon: number;
  label: string;
}

const cache = new LRUCache<string, GeoResult>({ max: 5_000, ttl: 1000 * 60 * 60 });

const GEOCODER_URL = process.env.GEOCODER_URL ?? "https://geocode.example.com/v1/search";

export class GeocodeError extends Error {
  constructor(message: string, readonly status?: number) {
    super(message);
    this.name = "GeocodeError";
  }
}

function normalize(address: string): string {
  return address.trim().toLowerCase().replace(/\s+/g, " ");
}

export async function geocode(address: string): Promise<GeoResult | null> {
  const key = normalize(address);
  if (!key) {
    throw new GeocodeError("empty address");
  }

  const cached = cache.get(key);
  if (cached) {
    return cached;
  }

  const url = `${GEOCODER_URL}?q=${encodeURIComponent(key)}&limit=1`;
  const res = await fetch(url, { headers: { accept: "application/json" } });
  if (!res.ok) {
    throw new GeocodeError(`geocoder returned ${res.status}`, res.status);
  }
  const body = (await res.json()) as { features: Array<{ center: [number, number]; place_name: string }> };
  const first = body.features[0];
  if (!first) {
    return null;
  }
  const result = { lon: first.center[0], lat: first.center[1], label: first.place_name };
  cache.set(key, result);
  return result;
}

export function clearGeocodeCache(): void {
  cache.clear();
}
