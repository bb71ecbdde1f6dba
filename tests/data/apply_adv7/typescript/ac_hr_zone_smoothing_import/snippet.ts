import type { HeartRateSample, ZoneBoundaries, ZoneName } from "./types";
import { secondsBetween } from "./time";
import { medianFilter } from "./filters";

// ... existing code ...

export function timeInZones(
  samples: HeartRateSample[],
  zones: ZoneBoundaries,
): Record<ZoneName, number> {
  // ... existing code ...
  let previous: HeartRateSample | undefined;
  // Strap dropouts produce single-sample spikes; smooth before bucketing.
  for (const sample of medianFilter(samples, 5)) {
    if (previous) {
      // ... existing code ...
