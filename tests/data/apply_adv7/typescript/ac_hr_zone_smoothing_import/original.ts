import type { HeartRateSample, ZoneBoundaries, ZoneName } from "./types";
import { secondsBetween } from "./time";

export const ZONE_ORDER: ZoneName[] = ["recovery", "endurance", "tempo", "threshold", "anaerobic"];

/**
 * Tanaka formula; more accurate than 220 - age for adults over 40.
 */
export function estimateMaxHeartRate(age: number): number {
  return Math.round(208 - 0.7 * age);
}

export function zonesFromMax(maxHr: number): ZoneBoundaries {
  return {
    recovery: [Math.round(maxHr * 0.5), Math.round(maxHr * 0.6)],
    endurance: [Math.round(maxHr * 0.6), Math.round(maxHr * 0.7)],
    tempo: [Math.round(maxHr * 0.7), Math.round(maxHr * 0.8)],
    threshold: [Math.round(maxHr * 0.8), Math.round(maxHr * 0.9)],
    anaerobic: [Math.round(maxHr * 0.9), maxHr],
  };
}

export function classifyBpm(bpm: number, zones: ZoneBoundaries): ZoneName | null {
  for (const name of ZONE_ORDER) {
    const [low, high] = zones[name];
    if (bpm >= low && bpm < high) {
      return name;
    }
  }
  return bpm >= zones.anaerobic[1] ? "anaerobic" : null;
}

export function averageHeartRate(samples: HeartRateSample[]): number {
  if (samples.length === 0) {
    return 0;
  }
  let total = 0;
  for (const sample of samples) {
    total += sample.bpm;
  }
  return Math.round(total / samples.length);
}

export function timeInZones(
  samples: HeartRateSample[],
  zones: ZoneBoundaries,
): Record<ZoneName, number> {
  const result: Record<ZoneName, number> = {
    recovery: 0,
    endurance: 0,
    tempo: 0,
    threshold: 0,
    anaerobic: 0,
  };
  let previous: HeartRateSample | undefined;
  for (const sample of samples) {
    if (previous) {
      const zone = classifyBpm(previous.bpm, zones);
      if (zone) {
        result[zone] += secondsBetween(previous.recordedAt, sample.recordedAt);
      }
    }
    previous = sample;
  }
  return result;
}
