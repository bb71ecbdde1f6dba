// ... existing code ...

export interface AssignOptions {
  maxDistanceKm?: number;
  requireVacTruck?: boolean;
}

export function assignCrew(
  report: LeakReport,
  crews: Crew[],
  options: AssignOptions = {},
): Crew | null {
  const { maxDistanceKm = Infinity, requireVacTruck = false } = options;
  const candidates = crews.filter(
    (crew) =>
      isAvailable(crew) &&
      (!requireVacTruck || crew.hasVacTruck) &&
      distanceKm(crew.location, report.location) <= maxDistanceKm,
  );
  if (candidates.length === 0) {
    return null;
  }
  candidates.sort(
    (a, b) => distanceKm(a.location, report.location) - distanceKm(b.location, report.location),
  );
  return candidates[0];
}

export function dispatchQueue(reports: LeakReport[], crews: Crew[]): DispatchResult[] {
  // ... existing code ...
  for (const report of ordered) {
    const crew = assignCrew(report, pool, {
      requireVacTruck: report.severity === "main_break",
    });
    // ... existing code ...
  }
  return results;
}

// ... existing code ...
